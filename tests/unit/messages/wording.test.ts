import ar from '@/messages/ar.json';

type Tree = { [k: string]: string | Tree };
const texts = (node: Tree, path = ''): [string, string][] =>
  Object.entries(node).flatMap(([k, v]) => (typeof v === 'string' ? [[`${path}${k}`, v]] : texts(v, `${path}${k}.`)));

describe('Arabic wording is one across the site', () => {
  it("an exam is 'الاختبار' everywhere, the bulk-order page included, never 'الامتحان'", () => {
    expect(texts(ar as Tree).filter(([, v]) => /امتحان/.test(v))).toEqual([]);
    expect(ar.documents.bulkOrder.withExam).toBe('مع الاختبار');
    expect(ar.documents.bulkOrder.examPrice).toBe('سعر الاختبار');
  });
});
