import React, {type ReactNode} from 'react';

import {Arrow, Node, ResourceHeading, VisualFigure, kindAndVersion} from '@site/src/components/VisualParts';
import {frontMatterYaml} from '@site/src/utils/frontMatterYaml';
import {messageKind, messageName, ownerName, sampleService} from '@site/src/data/sampleCatalog';

import styles from './styles.module.css';

/**
 * A resource file and the page EventCatalog makes of it: the service's
 * index.mdx (front matter and a line of Markdown) beside its rendered page,
 * with its messages and owners.
 */
export default function ResourcePage({serviceId = 'PaymentGateway'}: {serviceId?: string}): ReactNode {
  const service = sampleService(serviceId);
  const body = `## What it does\n\n${service.summary}`;
  const messageList = (title: string, list: {id: string; version?: string}[] = []) =>
    list.length > 0 && (
      <div className={styles.group}>
        <p className={styles.groupTitle}>{title}</p>
        {list.map((m) => {
          const kind = messageKind(m.id);
          return <Node key={m.id} kind={kind} name={messageName(m)} meta={kindAndVersion(kind, m.version)} />;
        })}
      </div>
    );
  const owners = (service.owners ?? []).map(ownerName);
  const describe = (list: {id: string; version?: string}[] = []) => list.map(messageName).join(', ') || 'nothing';
  return (
    <VisualFigure
      name="resource-page"
      description={`The file services/${service.id}/index.mdx, whose front matter gives the service's id, name, version, summary, owners and the messages it sends and receives, beside a simplified drawing of the page EventCatalog builds from it: ${service.name} v${service.version}, receives ${describe(service.receives)}, sends ${describe(service.sends)}, owned by ${owners.join(', ')}.`}>
      <div className={styles.layout}>
        <div className={styles.file}>
          <p className={styles.fileName}>services/{service.id}/index.mdx</p>
          <pre className={styles.source}>
            {frontMatterYaml(service)}
            {`\n\n${body}`}
          </pre>
        </div>
        <Arrow />
        <div className={styles.page}>
          <p className={styles.typeLabel}>Service</p>
          <ResourceHeading name={service.name} version={service.version} summary={service.summary} />
          <div className={styles.groups}>
            {messageList('Receives', service.receives)}
            {messageList('Sends', service.sends)}
          </div>
          <p className={styles.owners}>
            <span className={styles.groupTitle}>Owners</span> {owners.join(', ')}
          </p>
        </div>
      </div>
    </VisualFigure>
  );
}
