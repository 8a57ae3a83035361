import type { Course } from '@/lib/contract';
import { MAX_SUGGESTED_COURSES, relatedCourses } from '@/lib/courses/related';

const course = (ProductId: number) => ({ ProductId }) as Course;
const ids = (list: Course[]) => list.map((c) => c.ProductId);

test('related courses first, then other courses; no repeats and never the course itself', () => {
  expect(ids(relatedCourses(course(1), [course(3), course(1), course(2)], [course(2), course(4)]))).toEqual([3, 2, 4]);
});

test('at most MAX_SUGGESTED_COURSES, related ones kept first', () => {
  const other = Array.from({ length: 40 }, (_, i) => course(100 + i));
  const out = relatedCourses(course(1), [course(7), course(8)], other);
  expect(out).toHaveLength(MAX_SUGGESTED_COURSES);
  expect(ids(out).slice(0, 3)).toEqual([7, 8, 100]);
});
