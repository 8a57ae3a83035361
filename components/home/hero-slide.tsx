import Link from 'next/link';
import { FileImage } from '@/components/catalog/file-image';

/** One slide, already in the page's language (the server picks `_en` / `_ar`). */
export type HeroSlide = {
  id: number;
  title: string;
  subtitle: string;
  buttonText: string;
  href: string | null;
  /** Upstream file id of the slide's image. */
  imageId: string | null;
};

/**
 * A hero slide: rendered by the server for the first slide (the page's LCP image: eager, high priority, preloaded,
 * sized to the viewport) and by the hero's island for the others, when Swiper loads.
 */
export function HeroSlideView({ slide, index }: { slide: HeroSlide; index: number }) {
  return (
    <div className="swiper-slide relative" data-index={index}>
      <FileImage
        fileId={slide.imageId}
        ratio={16 / 9}
        alt=""
        fill
        sizes="100vw"
        priority={index === 0}
        className="object-cover"
      />
      <div className="hero-shade" />
      <div className="hero-body">
        <h2 className="hero-title">{slide.title}</h2>
        {slide.subtitle && <p className="max-w-xl text-base text-white/95 sm:text-lg">{slide.subtitle}</p>}
        {slide.buttonText && slide.href && (
          <Link href={slide.href} prefetch={false} className="hero-cta">
            {slide.buttonText}
            <i className="chev chev-lg" />
          </Link>
        )}
      </div>
    </div>
  );
}
