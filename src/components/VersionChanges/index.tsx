import React, {type ReactNode} from 'react';
import clsx from 'clsx';

import {Node, VisualFigure} from '@site/src/components/VisualParts';
import {consumersOf, messageName, ownerName, sampleCatalog, type MessageId} from '@site/src/data/sampleCatalog';

import styles from './styles.module.css';

/**
 * Two versions of one message side by side: the fields each carries, the
 * newer version's changelog, and the services that consume it, marked by
 * whether they already read the new version.
 */
export default function VersionChanges({messageId = 'OrderPlaced'}: {messageId?: MessageId}): ReactNode {
  const message = sampleCatalog.messages[messageId];
  const [newer, older] = message.versions;
  const added = newer.fields.filter((f) => !older.fields.includes(f));
  const removed = older.fields.filter((f) => !newer.fields.includes(f));
  const consumers = consumersOf(messageId);
  const onNewer = (version: string) => version === newer.frontMatter.version || version === 'latest';
  const description =
    `${messageName({id: messageId})} ${message.kind}, version ${older.frontMatter.version} beside version ${newer.frontMatter.version}. ` +
    `${added.length ? `Version ${newer.frontMatter.version} adds ${added.join(', ')}. ` : ''}` +
    `${removed.length ? `It removes ${removed.join(', ')}. ` : ''}` +
    `Changelog: ${newer.changelog} Consumers: ${consumers
      .map((c) => `${c.service.name} reads ${c.version}${onNewer(c.version) ? '' : ' and still has to move'}`)
      .join('; ')}.`;
  const version = (entry: typeof newer, isNew: boolean) => (
    <div className={clsx(styles.version, isNew && styles.newVersion)}>
      <p className={styles.versionHead}>
        v{entry.frontMatter.version} {isNew && <span className={styles.latest}>latest</span>}
      </p>
      <ul className={styles.fields}>
        {(isNew ? newer.fields : older.fields).map((field) => (
          <li
            key={field}
            data-change={
              isNew && added.includes(field) ? 'added' : !isNew && removed.includes(field) ? 'removed' : undefined
            }>
            {field}
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <VisualFigure name="version-changes" description={description} className={styles.frame}>
      <p className={styles.header}>
        <Node kind={message.kind} name={messageName({id: messageId})} meta={message.kind} />
      </p>
      <div className={styles.versions}>
        {version(older, false)}
        {version(newer, true)}
      </div>
      <div className={styles.changelog}>
        <p className={styles.label}>Changelog · v{newer.frontMatter.version}</p>
        <p className={styles.text}>{newer.changelog}</p>
      </div>
      <div>
        <p className={styles.label}>Consumers</p>
        <ul className={styles.consumers}>
          {consumers.map(({service, version: reads}) => (
            <li key={service.id} data-current={onNewer(reads) ? 'yes' : 'no'}>
              <span className={styles.consumerName}>{service.name}</span>
              <span className={styles.owner}>{(service.owners ?? []).map(ownerName).join(', ')}</span>
              <span className={styles.reads}>{onNewer(reads) ? `on v${reads}` : `still on v${reads}`}</span>
            </li>
          ))}
        </ul>
      </div>
    </VisualFigure>
  );
}
