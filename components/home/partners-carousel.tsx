'use client';

import { FileImage } from '@/components/catalog/file-image';
import { PARTNERS_CAROUSEL, CAROUSEL_CLASS } from '@/components/catalog/carousel-presets';
import { Carousel, type CarouselLabels } from '@/components/ui/carousel';
import { Link } from '@/lib/i18n/navigation';

/** A partner news item, worded in the page's language (components/home/partners-news). */
export type PartnerNewsData = {
  key: string;
  name: string;
  category: string;
  text: string;
  logo: string | null;
  /** The link's accessible name ("Learn more about …"). */
  learnMoreAbout: string;
};

/**
 * Home's partners carousel (two news items, 7 s autoplay), drawn from the items' data: the page's flight data
 * carries their texts, not their markup a second time.
 */
export function PartnersCarousel({
  items,
  href,
  learnMore,
  label,
  labels,
}: {
  items: PartnerNewsData[];
  /** The partners page. */
  href: string;
  learnMore: string;
  label: string;
  labels: CarouselLabels;
}) {
  return (
    <Carousel {...PARTNERS_CAROUSEL} label={label} labels={labels} className={CAROUSEL_CLASS}>
      {items.map((item) => (
        <article key={item.key} className="partner-news">
          <div className="flex h-24 w-40 shrink-0 items-center justify-center rounded-lg bg-white p-3">
            <FileImage
              fileId={item.logo}
              width={320}
              height={192}
              alt=""
              sizes="160px"
              className="max-h-full w-auto object-contain"
            />
          </div>
          <div className="flex flex-1 flex-col gap-2">
            <p className="text-xs font-semibold tracking-wide text-primary uppercase">{item.category}</p>
            <h3 className="text-lg font-semibold text-primary">{item.name}</h3>
            <p className="text-sm leading-6 text-ink">{item.text}</p>
            <Link href={href} aria-label={item.learnMoreAbout} className="more-link mt-0">
              {learnMore}
              <span className="sr-only">: {item.name}</span>
              <i className="chev" />
            </Link>
          </div>
        </article>
      ))}
    </Carousel>
  );
}
