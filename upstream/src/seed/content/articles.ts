import { buildArticle } from './article-templates';
import { articleDrafts1 } from './articles-1';
import { articleDrafts2 } from './articles-2';
import type { SeedArticle } from './types';

/**
 * ArticleID 31: security test fixture. Its HTML carries XSS payloads that the site's
 * sanitizer must neutralise (window.__xss must stay undefined, no evil iframe rendered).
 * Not part of the demo site: seeded only when the tests ask for it (UPSTREAM_SEED_FIXTURES=1, the test harness).
 */
export const XSS_ARTICLE_ID = 31;

const xssEn = [
  '<p>This article checks that content from the server is rendered safely. The paragraphs around the test markup must display normally.</p>',
  '<script>window.__xss=1</script>',
  '<p>An image with an error handler follows; it must not run any code.</p>',
  '<img src=x onerror="window.__xss=2">',
  '<p>A link with a script URL: <a href="javascript:window.__xss=3">click</a></p>',
  '<iframe src="https://evil.example/embed"></iframe>',
  '<div onclick="window.__xss=4">text</div>',
  '<p>If you can read this sentence and nothing else happened, rendering is safe.</p>',
].join('');

const xssAr = [
  '<p>تتحقق هذه المقالة من أن المحتوى الوارد من الخادم يُعرض بصورة آمنة، ويجب أن تظهر الفقرات المحيطة بشيفرة الاختبار بشكل طبيعي.</p>',
  '<script>window.__xss=1</script>',
  '<p>تلي ذلك صورة تحتوي على معالج أخطاء، ويجب ألا تُنفّذ أي شيفرة.</p>',
  '<img src=x onerror="window.__xss=2">',
  '<p>رابط يحتوي على عنوان برمجي: <a href="javascript:window.__xss=3">click</a></p>',
  '<iframe src="https://evil.example/embed"></iframe>',
  '<div onclick="window.__xss=4">text</div>',
  '<p>إذا تمكنت من قراءة هذه الجملة ولم يحدث شيء آخر، فإن العرض آمن.</p>',
].join('');

const xssArticle: SeedArticle = {
  ArticleID: XSS_ARTICLE_ID,
  Link: 'safe-rendering-check',
  ArticleTitle_en: 'Safe rendering check',
  ArticleTitle_ar: 'فحص العرض الآمن',
  ArticleContent_en: xssEn,
  ArticleContent_ar: xssAr,
  PublishDateOffsetDays: -540,
  ArticlePhoto: { title_en: 'Safe rendering check', title_ar: 'فحص العرض الآمن', palette: 'sand', icon: 'shield' },
  IsSecurityFixture: true,
};

/** 30 real articles (IDs 1-30, published 9-538 days before baseDate). */
export const articles: SeedArticle[] = [...articleDrafts1, ...articleDrafts2].map(buildArticle);

/** The security fixtures the tests seed besides the demo content: the XSS article (31). */
export const securityFixtureArticles: SeedArticle[] = [xssArticle];
