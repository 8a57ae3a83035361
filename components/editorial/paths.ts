/** Locale-less paths of the editorial, media, people and initiative pages (pass to lib/i18n/navigation's Link). */

function segment(value: string | null | undefined, fallback: string): string {
  const text = (value ?? '').trim();
  return encodeURIComponent(text || fallback);
}

export const BLOG_PATH = '/blog';
export const INSTRUCTORS_PATH = '/instructors';
export const MEDIA_CENTER_PATH = '/media-center';
export const VIDEOS_PATH = '/media-center/videos';
export const GALLERY_PATH = '/media-center/gallery';

/** `/instructor/{InstructorLink}/{InstructorID}` */
export function instructorPath(instructor: { InstructorLink: string | null; InstructorID: number }): string {
  return `/instructor/${segment(instructor.InstructorLink, 'instructor')}/${instructor.InstructorID}`;
}

/** `/initiatives/{Link}/{InitID}` */
export function initiativePath(initiative: { Link: string | null; InitID: number }): string {
  return `/initiatives/${segment(initiative.Link, 'initiative')}/${initiative.InitID}`;
}

/** `/testimonial/{TestimonialID}` */
export function testimonialPath(testimonial: { TestimonialID: number }): string {
  return `/testimonial/${testimonial.TestimonialID}`;
}

/** `/media-center/videos/video-album?id=` (type 2) or `/media-center/gallery/photo-album?id=` (type 1). */
export function albumPath(album: { AlbumID: number; AlbumType: number }): string {
  return album.AlbumType === 2
    ? `${VIDEOS_PATH}/video-album?id=${album.AlbumID}`
    : `${GALLERY_PATH}/photo-album?id=${album.AlbumID}`;
}

/** `/page/{id}` */
export function staticPagePath(id: string): string {
  return `/page/${segment(id, 'page')}`;
}
