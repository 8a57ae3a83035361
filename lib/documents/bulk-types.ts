/** What the staff bulk-order BFF sends to the page (lib/bff/staff-documents.ts → components/staff/bulk-order.tsx). */
type BulkCourse = { id: number; title_en: string; title_ar: string };
export type BulkProgram = {
  id: number;
  courseId: number;
  start: string;
  end: string;
  type_en: string;
  type_ar: string;
  languages_en: string;
  languages_ar: string;
  price: number;
  examPrice: number;
  hasExam: boolean;
  /** available seats */
  seats: number;
};
type BulkStudent = { id: string; text: string };
export type BulkData = { courses: BulkCourse[]; programs: BulkProgram[]; students: BulkStudent[] };
