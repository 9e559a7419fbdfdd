import React, {useState, type ReactNode} from 'react';
import {Play} from 'lucide-react';

import styles from './styles.module.css';

/** A video that loads nothing from the video host until the visitor asks for it. */
export default function ClickToPlayVideo({src, title}: {src: string; title: string}): ReactNode {
  const [playing, setPlaying] = useState(false);
  return (
    <div className={styles.frame}>
      {playing ? (
        <iframe
          src={`${src}${src.includes('?') ? '&' : '?'}autoplay=1`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          className={styles.video}
        />
      ) : (
        <button type="button" className={styles.poster} onClick={() => setPlaying(true)}>
          <Play size={36} aria-hidden="true" />
          <span>Play video: {title}</span>
        </button>
      )}
    </div>
  );
}
