import { useLocale, useTranslations } from 'next-intl';
import type { Course } from '@/lib/contract';
import { pick } from '@/lib/i18n/pick';
import { extractVideoEmbedUrl } from '@/lib/catalog/video';
import { LazyVideo } from '@/components/courses/lazy-video';
import { FileImage } from './file-image';

export type CourseMediaProps = {
  course: Pick<Course, 'MainPhoto' | 'ExtraInfo3' | 'ProductTitle_en' | 'ProductTitle_ar'>;
  priority?: boolean;
  className?: string;
};

/**
 * Course detail media (docs/product/screens.md#course-detail): the embedded video when ExtraInfo3 holds YouTube/Vimeo
 * markup (the iframe URL is rebuilt by lib/catalog/video, never copied), otherwise the photo. The video is the
 * course's photo with a play button until asked for: the player's frame loads hundreds of kilobytes of the video host's
 * script, which on a phone took the bandwidth and main thread of the page around it.
 */
export function CourseMedia({ course, priority = true, className = '' }: CourseMediaProps) {
  const t = useTranslations('course');
  const locale = useLocale();
  const title = pick(course, 'ProductTitle', locale);
  const embed = extractVideoEmbedUrl(course.ExtraInfo3);
  const photo = (fill: boolean) => (
    <FileImage
      fileId={course.MainPhoto}
      ratio={16 / 9}
      width={1200}
      height={675}
      fill={fill}
      alt={fill ? '' : title}
      priority={priority}
      sizes="(min-width: 992px) 60vw, 100vw"
      className={fill ? 'object-cover opacity-60' : 'img-cover'}
    />
  );

  if (embed) {
    return (
      <div className={`w-full overflow-hidden rounded-xl ${className}`} data-testid="course-video">
        <LazyVideo
          embedUrl={embed}
          title={t('video', { title })}
          playLabel={t('playVideo', { title })}
          poster={photo(true)}
        />
      </div>
    );
  }
  return (
    <div className={`aspect-video w-full overflow-hidden rounded-xl bg-primary-50 ${className}`}>{photo(false)}</div>
  );
}
