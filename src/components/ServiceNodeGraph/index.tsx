import React, {type ReactNode} from 'react';

import {Arrow, Node, VisualFigure, kindAndVersion} from '@site/src/components/VisualParts';
import {messageKind, messageName, sampleCatalog, sampleService} from '@site/src/data/sampleCatalog';

import styles from './styles.module.css';

/** The graph in words, for text alternatives. */
export function describeServiceGraph(serviceId: string): string {
  const service = sampleService(serviceId);
  const describe = (list: {id: string; version?: string; to?: {id: string}[]}[] = []) =>
    list
      .map((m) => `${messageName(m)}${m.to?.length ? ` on the ${m.to.map((c) => channelName(c.id)).join(', ')}` : ''}`)
      .join(' and ');
  return `Node graph of the ${service.name} service: it receives ${describe(service.receives)}, and sends ${describe(service.sends)}.`;
}

const channelName = (id: string) => sampleCatalog.channels.find((c) => c.id === id)?.name ?? id;

/** The drawing alone, for frames that describe it themselves (the home page's catalog preview). */
export function ServiceGraph({serviceId, compact}: {serviceId: string; compact?: boolean}): ReactNode {
  const service = sampleService(serviceId);
  const receives = service.receives ?? [];
  const sends = service.sends ?? [];
  const column = (list: typeof sends, side: 'in' | 'out') => (
    <div className={styles.column}>
      {list.map((message) => {
        const kind = messageKind(message.id);
        return (
          <div key={message.id} className={styles.message}>
            <Node kind={kind} name={messageName(message)} meta={kindAndVersion(kind, message.version)} />
            {side === 'out' &&
              message.to?.map((channel) => (
                <span key={channel.id} className={styles.channel}>
                  <Node kind="channel" name={channelName(channel.id)} meta="channel" />
                </span>
              ))}
          </div>
        );
      })}
    </div>
  );
  return (
    <div className={compact ? styles.compact : undefined}>
      <div className={styles.graph}>
        {column(receives, 'in')}
        <Arrow turnsBelow="24rem" />
        <Node
          kind="service"
          name={service.name}
          meta={kindAndVersion('service', service.version)}
          className={styles.service}
        />
        <Arrow turnsBelow="24rem" />
        {column(sends, 'out')}
      </div>
    </div>
  );
}

/**
 * The node graph EventCatalog draws on a service's page: the messages it
 * receives on the left, the service, and what it sends on the right, with
 * the channel a message travels on. Drawn from the sample catalog.
 */
export default function ServiceNodeGraph({serviceId = 'Checkout'}: {serviceId?: string}): ReactNode {
  return (
    <VisualFigure name="service-node-graph" description={describeServiceGraph(serviceId)} className={styles.frame}>
      <p className={styles.caption}>Node graph · {sampleService(serviceId).name}</p>
      <ServiceGraph serviceId={serviceId} />
    </VisualFigure>
  );
}
