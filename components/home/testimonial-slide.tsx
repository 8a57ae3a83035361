import { FileImage } from '@/components/catalog/file-image';
import { LazyVideo } from '@/components/courses/lazy-video';
import type { TestimonialSlideData } from '@/lib/cards/types';
import { Link } from '@/lib/i18n/navigation';
import { testimonialPath } from '@/lib/routes';

/** Translated texts; `{name}` is replaced by the testimonial's name. */
export type TestimonialSlideLabels = { readMore: string; readMoreAbout: string; videoTitle: string; playVideo: string };

const named = (template: string, name: string) => template.replace('{name}', name);

/**
 * A text testimonial (photo, name, text, read-more link) or a video one (the video, loaded on click). No hooks:
 * the server renders the first slides and the carousel renders the others from their data when it loads.
 */
export function TestimonialSlide({ item, labels }: { item: TestimonialSlideData; labels: TestimonialSlideLabels }) {
  return (
    <figure className="quote-card" data-testid="testimonial">
      {item.videoUrl ? (
        <>
          <LazyVideo
            embedUrl={item.videoUrl}
            title={named(labels.videoTitle, item.name)}
            playLabel={named(labels.playVideo, item.name)}
          />
          <figcaption className="flex flex-col gap-1">
            <span className="font-semibold text-primary">{item.name}</span>
            {item.text && <span className="card-text">{item.text}</span>}
          </figcaption>
        </>
      ) : (
        <>
          <figcaption className="flex items-center gap-3">
            <FileImage
              fileId={item.photo}
              ratio={1}
              width={56}
              height={56}
              alt=""
              className="size-14 shrink-0 rounded-full bg-primary-50 object-cover"
            />
            <span className="font-semibold text-primary">{item.name}</span>
          </figcaption>
          <blockquote className="line-clamp-6 text-sm leading-6 text-ink">{item.text}</blockquote>
          <Link
            href={testimonialPath({ TestimonialID: item.id })}
            aria-label={named(labels.readMoreAbout, item.name)}
            className="more-link"
          >
            {labels.readMore}
            {/* A crawler reads the text, not the aria-label: "Read more" alone is not a descriptive link. */}
            <span className="sr-only">: {item.name}</span>
            <i className="chev" />
          </Link>
        </>
      )}
    </figure>
  );
}
