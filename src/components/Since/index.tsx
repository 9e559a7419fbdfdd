import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

export type SinceProps = {
  /** Core release, checked against src/data/coreReleases.ts when the page compiles. */
  version: string;
  /** Date of that release, filled in by src/plugins/markers/remark.ts. */
  date?: string;
};

/**
 * "Added in v4.2.0": the core release that brought what the surrounding text describes. Written in MDX as
 * <Since version="4.2.0" /> or <Since feature="id" />; the build checks the release and adds its date.
 */
export default function Since({version, date}: SinceProps): ReactNode {
  return (
    <span className={styles.since}>
      Added in{' '}
      {date ? (
        <time dateTime={date} title={`Released on ${date}`}>
          v{version}
        </time>
      ) : (
        `v${version}`
      )}
    </span>
  );
}
