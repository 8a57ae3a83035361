import type { SearchDoc } from '@/lib/search/documents';
import { SiteSearch } from '@/lib/search/engine';

function doc(id: string, title: string, text = '', extra: Partial<SearchDoc> = {}): SearchDoc {
  const [kind, key] = id.split(':') as [SearchDoc['kind'], string];
  return {
    id,
    kind,
    key: Number(key) || key,
    title_en: title,
    title_ar: title,
    sub_en: '',
    sub_ar: '',
    path: `/${kind}/${key}`,
    title,
    keywords: '',
    text,
    ...extra,
  };
}

const search = new SiteSearch([
  doc('course:1', 'Commercial Property Brokerage', 'Leasing offices and retail units.'),
  doc('course:2', 'Broker Code of Ethics', 'Includes a module on commercial brokerage disputes and valuations.'),
  doc('course:3', 'Principles of Property Valuation', 'Methods and reports.'),
  doc('course:4', 'الوساطة في العقارات التجارية', 'دورة عملية.'),
  doc('course:5', 'أخلاقيات المهنة', 'تتناول الدورة الوساطة العقارية وقواعد السلوك.'),
  doc('program:12', 'Principles of Property Valuation', '', { date: '2027-03-01' }),
  doc('program:11', 'Principles of Property Valuation', '', { date: '2027-01-10' }),
  doc('instructor:7', 'Rania Haddad', 'Valuation expert.'),
]);
const ids = (q: string) => search.search(q).hits.map((hit) => hit.doc.id);

test('a title match comes before a description match, in both languages', () => {
  expect(ids('commercial brokerage').slice(0, 2)).toEqual(['course:1', 'course:2']);
  expect(ids('الوساطة').slice(0, 2)).toEqual(['course:4', 'course:5']);
});

test('an exact match comes before a fuzzy one, and typos are forgiven by length', () => {
  expect(ids('valuation')[0]).toBe('course:3');
  expect(ids('valuaton')).toContain('course:3');
  expect(ids('rania')).toEqual(['instructor:7']);
  // three letters: no typo allowed
  expect(ids('eth')).toEqual(['course:2']);
  expect(ids('xyzzy')).toEqual([]);
});

test('upcoming programs come by date in their group; suggestions keep a few of each kind', () => {
  const groups = SiteSearch.grouped(search.search('valuation').hits);
  expect(groups.map((g) => g.kind)).toEqual(['course', 'program', 'instructor']);
  expect(groups[1].hits.map((hit) => hit.doc.id)).toEqual(['program:11', 'program:12']);
  expect(search.suggest('valuation').length).toBeLessThanOrEqual(8);
});

test('did you mean: the catalogue word nearest a word it lacks; nothing for known words', () => {
  expect(search.search('valuaton', { didYouMean: true }).didYouMean).toBe('valuation');
  expect(search.search('commercial brokerge', { didYouMean: true }).didYouMean).toBe('commercial brokerage');
  expect(search.search('valuation', { didYouMean: true }).didYouMean).toBeNull();
  expect(search.search('qqqqqqq', { didYouMean: true }).didYouMean).toBeNull();
});

test('a query too short or of punctuation finds nothing; a relaxed match when no item has every word', () => {
  expect(search.search('a').hits).toEqual([]);
  expect(search.search('!!').hits).toEqual([]);
  const relaxed = search.search('valuation zzzzzzzz');
  expect(relaxed.relaxed).toBe(true);
  expect(relaxed.hits[0].doc.id).toBe('course:3');
});

test('the /courses filter takes the same course ids', () => {
  expect(search.courseIds('brokerage')).toEqual(['course:1', 'course:2'].map((id) => Number(id.split(':')[1])));
});
