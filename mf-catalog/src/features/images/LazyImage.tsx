/**
 * A product photo that loads when it comes near the viewport, with a 'no photo' placeholder
 * while waiting and after the last failed attempt (see image-loader.ts).
 */
import type { CSSProperties } from 'react';
import { useCatalogT } from '../texts/catalog-texts';
import { useLazyImage } from './use-lazy-image';
import * as styles from './LazyImage.module.css';

export interface LazyImageProps {
  src: string | null | undefined;
  alt: string;
  /** Width / height of the frame, e.g. 1 (square) or 4 / 3. */
  ratio?: number;
  className?: string;
  /** Above the fold (hero, first gallery photo): load at once. */
  eager?: boolean;
  /** Small thumbnails show the 'no photo' icon without its caption. */
  caption?: boolean;
}

export function LazyImage({
  src,
  alt,
  ratio = 1,
  className,
  eager = false,
  caption = true,
}: LazyImageProps) {
  const t = useCatalogT();
  const { ref, status } = useLazyImage<HTMLSpanElement>(src, eager);
  // An eager photo is in the first render (and so in the server's HTML): the browser fetches it
  // with the page and paints it as it arrives (issue 16: the page's largest element); the loader
  // still runs for its retries, and a photo that fails for good gives way to the placeholder.
  const show = status === 'loaded' || (eager && status !== 'failed');
  const frame: CSSProperties = { aspectRatio: String(ratio) };
  return (
    <span
      ref={ref}
      className={[styles.frame, className].filter(Boolean).join(' ')}
      style={frame}
      data-status={status}
    >
      {show && src ? (
        <img
          className={styles.image}
          src={src}
          alt={alt}
          decoding="async"
          fetchPriority={eager ? 'high' : undefined}
        />
      ) : (
        <span
          className={styles.placeholder}
          role="img"
          aria-label={status === 'failed' || !src ? `${alt} – ${t('noPhoto')}` : alt}
        >
          <NoPhotoIcon />
          {caption && (status === 'failed' || !src) && (
            <span className={styles.placeholderText}>{t('noPhoto')}</span>
          )}
        </span>
      )}
    </span>
  );
}

function NoPhotoIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect
        x="6"
        y="10"
        width="36"
        height="28"
        rx="3"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="17" cy="20" r="3.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M8 34l10-10 7 7 5-5 10 10"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
