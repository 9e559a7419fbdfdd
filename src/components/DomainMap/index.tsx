import React, {type ReactNode} from 'react';

import {Node, VisualFigure, kindAndVersion} from '@site/src/components/VisualParts';
import {messageKind, messageName, sampleCatalog, sampleService} from '@site/src/data/sampleCatalog';

import styles from './styles.module.css';

/** Ids of the services a domain holds, directly or through its systems. */
function servicesOf(domain: (typeof sampleCatalog.domains)[number]): string[] {
  const fromSystems = (domain.systems ?? []).flatMap(
    (pointer) => sampleCatalog.systems.find((system) => system.id === pointer.id)?.services ?? [],
  );
  return [...fromSystems, ...(domain.services ?? [])].map((pointer) => pointer.id);
}

/** Messages sent by a service of one domain and received by a service of another. */
function crossingMessages() {
  const domainOf = new Map(
    sampleCatalog.domains.flatMap((domain) => servicesOf(domain).map((id) => [id, domain.name] as const)),
  );
  return sampleCatalog.services.flatMap((sender) =>
    (sender.sends ?? []).flatMap((sent) =>
      sampleCatalog.services
        .filter(
          (receiver) =>
            receiver.receives?.some((r) => r.id === sent.id) && domainOf.get(receiver.id) !== domainOf.get(sender.id),
        )
        .map((receiver) => ({
          message: sent,
          kind: messageKind(sent.id),
          from: domainOf.get(sender.id)!,
          to: domainOf.get(receiver.id)!,
          sender: sender.name,
          receiver: receiver.name,
        })),
    ),
  );
}

/**
 * A domain map: each domain of the sample with its systems and services, and
 * the messages that cross from one domain into another.
 */
export default function DomainMap(): ReactNode {
  const crossing = crossingMessages();
  const [first, second] = sampleCatalog.domains;
  const description =
    `Simplified drawing of the sample catalog's domains, with only the messages that cross from one domain to another. ${sampleCatalog.domains
      .map(
        (domain) =>
          `The ${domain.name} domain holds ${servicesOf(domain)
            .map((id) => sampleService(id).name)
            .join(', ')}.`,
      )
      .join(' ')} ` +
    crossing
      .map((c) => `${c.sender} sends the ${messageName(c.message)} ${c.kind} across to ${c.receiver} in ${c.to}.`)
      .join(' ');
  const domainBox = (domain: typeof first) => (
    <div className={styles.domain}>
      <p className={styles.domainName}>
        {domain.name} <span className={styles.kind}>domain</span>
      </p>
      {(domain.systems ?? []).map((pointer) => {
        const system = sampleCatalog.systems.find((s) => s.id === pointer.id)!;
        return (
          <div key={system.id} className={styles.system}>
            <p className={styles.systemName}>
              {system.name} <span className={styles.kind}>system</span>
            </p>
            {(system.services ?? []).map((s) => (
              <Node key={s.id} kind="service" name={sampleService(s.id).name} meta="service" />
            ))}
          </div>
        );
      })}
      {(domain.services ?? []).map((s) => (
        <Node key={s.id} kind="service" name={sampleService(s.id).name} meta="service" />
      ))}
    </div>
  );
  return (
    <VisualFigure name="domain-map" description={description}>
      <div className={styles.map}>
        {domainBox(first)}
        <ul className={styles.crossing}>
          {crossing.map((c) => (
            <li key={c.message.id} data-direction={c.from === first.name ? 'forward' : 'back'}>
              <Node kind={c.kind} name={messageName(c.message)} meta={kindAndVersion(c.kind, c.message.version)} />
            </li>
          ))}
        </ul>
        {domainBox(second)}
      </div>
    </VisualFigure>
  );
}
