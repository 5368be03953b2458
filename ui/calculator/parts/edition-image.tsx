/**
 * An edition's picture: decorative (the card's text names the edition), lazily loaded and faded in once loaded.
 * A picture that loaded before React saw it is caught by a check after 50 ms; one that fails is replaced by a car icon.
 */
import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../components/icon/icon.tsx';

/** The check for pictures already loaded from the cache, in milliseconds. */
export const imageFadeCheckMs = 50;

/** Props of `EditionImage`. */
export interface EditionImageProps {
  src: string;
  className?: string;
}

/** An `img` that fades in, or a placeholder. */
export function EditionImage({ src, className = 'calc-image' }: EditionImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new picture starts loading again and is checked again.
  useEffect(() => {
    setState('loading');
    const timer = setTimeout(() => {
      if (ref.current?.complete && ref.current.naturalWidth > 0) setState('loaded');
    }, imageFadeCheckMs);
    return () => clearTimeout(timer);
  }, [src]);
  if (!src || state === 'failed') {
    return (
      <span className={`${className} ${className}--placeholder`} aria-hidden="true">
        <Icon name="car" />
      </span>
    );
  }
  return (
    <img
      ref={ref}
      className={`${className}${state === 'loaded' ? ' is-loaded' : ''}`}
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onLoad={() => setState('loaded')}
      onError={() => setState('failed')}
    />
  );
}
