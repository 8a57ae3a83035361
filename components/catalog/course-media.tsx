import { useLocale, useTranslations } from 'next-intl';
import type { Course } from '@/lib/contract';
import { pick } from '@/lib/i18n/pick';
import { extractVideoEmbedUrl } from '@/lib/catalog/video';
import { FileImage } from './file-image';

export type CourseMediaProps = {
  course: Pick<Course, 'MainPhoto' | 'ExtraInfo3' | 'ProductTitle_en' | 'ProductTitle_ar'>;
  priority?: boolean;
  className?: string;
};

/**
 * Course detail media (docs/product/screens.md#course-detail): the embedded video when ExtraInfo3 holds YouTube/Vimeo
 * markup (the iframe URL is rebuilt by lib/catalog/video, never copied), otherwise the photo.
 */
export function CourseMedia({ course, priority = true, className = '' }: CourseMediaProps) {
  const t = useTranslations('course');
  const locale = useLocale();
  const title = pick(course, 'ProductTitle', locale);
  const embed = extractVideoEmbedUrl(course.ExtraInfo3);

  if (embed) {
    return (
      <div className={`aspect-video w-full overflow-hidden rounded-xl bg-primary ${className}`}>
        <iframe
          src={embed}
          title={t('video', { title })}
          className="h-full w-full"
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          data-testid="course-video"
        />
      </div>
    );
  }
  return (
    <div className={`aspect-video w-full overflow-hidden rounded-xl bg-primary-50 ${className}`}>
      <FileImage
        fileId={course.MainPhoto}
        ratio={16 / 9}
        width={1200}
        height={675}
        alt={title}
        priority={priority}
        sizes="(min-width: 992px) 60vw, 100vw"
        className="img-cover"
      />
    </div>
  );
}
