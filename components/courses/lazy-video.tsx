'use client';

import { useState, type ReactNode } from 'react';
import { PlayCircleIcon } from '@/components/ui/icons';

export type LazyVideoProps = {
  /** The player URL built by lib/catalog/video (youtube-nocookie or Vimeo), never copied from input. */
  embedUrl: string;
  /** The iframe's title and the play button's accessible name. */
  title: string;
  playLabel: string;
  /** What the poster shows behind the play button (e.g. the speaker's name). */
  poster?: ReactNode;
  className?: string;
};

/**
 * A video that costs nothing until asked for: a poster button; a click swaps in the player iframe (with
 * autoplay) and moves focus to it. Keeps the home page light (no third-party frames on load).
 */
export function LazyVideo({ embedUrl, title, playLabel, poster, className = '' }: LazyVideoProps) {
  const [playing, setPlaying] = useState(false);

  if (playing) {
    const src = `${embedUrl}${embedUrl.includes('?') ? '&' : '?'}autoplay=1`;
    return (
      <div className={`aspect-video w-full overflow-hidden rounded-lg bg-primary ${className}`}>
        <iframe
          src={src}
          title={title}
          className="h-full w-full"
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          ref={(el) => el?.focus()}
          data-testid="lazy-video-frame"
        />
      </div>
    );
  }

  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      aria-label={playLabel}
      className={`group relative flex aspect-video w-full items-center justify-center overflow-hidden rounded-lg bg-gradient-to-br from-primary to-primary-700 text-white ${className}`}
      data-testid="lazy-video-button"
    >
      {poster}
      <PlayCircleIcon className="relative transition-transform group-hover:scale-110" />
    </button>
  );
}
