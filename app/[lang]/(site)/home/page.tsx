import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { HeroSlide } from '@/components/home/hero-slide';
import { HeroSlider } from '@/components/home/hero-slider';
import { SocialLinks } from '@/components/home/social-links';
import { WhoWeAre } from '@/components/home/who-we-are';
import { HomeAcademicPrograms } from '@/components/home/academic-programs';
import { FeaturedCourses } from '@/components/home/featured-courses';
import { LatestBlog } from '@/components/home/latest-blog';
import { PartnersNews } from '@/components/home/partners-news';
import { Testimonials } from '@/components/home/testimonials';
import { TrainingFields } from '@/components/home/training-fields';
import { UpcomingPrograms } from '@/components/home/upcoming-programs';
import { HomeInitiatives } from '@/components/home/initiatives';
import { ErrorState } from '@/components/ui/error-state';
import type { Slide } from '@/lib/contract';
import { LOCALES } from '@/lib/i18n/locales';
import { localizeHref } from '@/lib/i18n/localize-href';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { pick } from '@/lib/i18n/pick';
import type { AppLocale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { getSettings, getSlider } from '@/lib/upstream/shared';
import { HOME_PATH } from '@/lib/routes';

// Catalogue data: the page is static per language and refreshed every 5 minutes (or by tag).
export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[lang]/home'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  // The institute's home title stands alone, without the layout's '| Institute' suffix.
  return pageMetadata({ metaId: 'home', path: HOME_PATH, lang, absoluteTitle: true });
}

function toHeroSlides(slides: Slide[], lang: AppLocale): HeroSlide[] {
  return slides
    .filter((slide) => slide.IsPublished && slide.IsActive)
    .sort((a, b) => a.DisplayOrder - b.DisplayOrder)
    .map((slide) => ({
      id: slide.SlideID,
      title: pick(slide, 'SlideTitle', lang),
      subtitle: pick(slide, 'SlideSubTitle', lang),
      buttonText: pick(slide, 'SlideButtonText', lang),
      href: localizeHref(pick(slide, 'Link', lang), lang),
      imageId: slide.SlideImage,
    }));
}

export default async function HomePage({ params }: PageProps<'/[lang]/home'>) {
  const { lang } = await pageParams(params);

  const [slider, settings, t] = await Promise.all([getSlider(), getSettings(), getTranslations('brand')]);
  const slides = slider.ok ? toHeroSlides(slider.data, lang) : [];

  return (
    <>
      <h1 className="sr-only">{t('name')}</h1>
      {!slider.ok ? (
        <div className="px-4 py-10">
          <ErrorState error={slider.error} />
        </div>
      ) : (
        slides.length > 0 && <HeroSlider slides={slides} dir={LOCALES[lang].dir} />
      )}
      <SocialLinks settings={settings.ok ? settings.data : null} />
      <WhoWeAre />
      <PartnersNews lang={lang} />
      <HomeAcademicPrograms lang={lang} />
      <FeaturedCourses lang={lang} />
      <TrainingFields lang={lang} />
      <UpcomingPrograms lang={lang} />
      <LatestBlog lang={lang} />
      <Testimonials lang={lang} />
      <HomeInitiatives lang={lang} />
    </>
  );
}
