import { extractVideo } from '@/lib/catalog/video';

/**
 * A YouTube / Vimeo player for a video URL (the watch URL's `v` parameter, an embed URL or iframe markup):
 * lib/catalog/video builds the embed URL itself, so nothing of the input is echoed into the page.
 */
export function VideoEmbed({
  url,
  title,
  unavailable,
}: {
  url: string | null | undefined;
  title: string;
  unavailable: string;
}) {
  const video = extractVideo(url);
  if (!video) {
    return (
      <p className="rounded-xl border border-dashed border-line bg-white p-6 text-center text-muted">{unavailable}</p>
    );
  }
  return (
    <div className="aspect-video w-full overflow-hidden rounded-xl bg-black">
      <iframe
        src={video.embedUrl}
        title={title}
        className="h-full w-full"
        loading="lazy"
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        data-testid="video-player"
      />
    </div>
  );
}
