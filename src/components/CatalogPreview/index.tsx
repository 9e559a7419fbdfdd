import React, {type ReactNode} from 'react';

import {ServiceGraph, describeServiceGraph} from '@site/src/components/ServiceNodeGraph';
import {Node, ResourceHeading, VisualFigure, kindAndVersion} from '@site/src/components/VisualParts';
import {messageKind, messageName, ownerName, sampleCatalog, sampleService} from '@site/src/data/sampleCatalog';

import styles from './styles.module.css';

/** Service ids of a domain, those of its systems first, as the catalog's sidebar lists them. */
const domainServices = (domain: (typeof sampleCatalog.domains)[number]) => [
  ...(domain.systems ?? []).flatMap((p) => sampleCatalog.systems.find((s) => s.id === p.id)?.services ?? []),
  ...(domain.services ?? []),
];

/**
 * A catalog as a visitor sees it, in a browser frame: the sidebar of domains
 * and services, one service's page with its messages and owners, and the
 * node graph beside it. Everything comes from the sample catalog.
 */
export default function CatalogPreview({serviceId = 'Checkout'}: {serviceId?: string}): ReactNode {
  const service = sampleService(serviceId);
  const owners = (service.owners ?? []).map(ownerName);
  const messages = [
    ...(service.sends ?? []).map((m) => ({...m, dir: 'Sends'})),
    ...(service.receives ?? []).map((m) => ({...m, dir: 'Receives'})),
  ];
  const description =
    `Simplified drawing of a catalog page. The sidebar lists the ${sampleCatalog.domains.map((d) => d.name).join(' and ')} domains and their services; ` +
    `the ${service.name} service page (version ${service.version}) says ${service.summary?.replace(/\.$/, '')}, lists the messages it sends and receives, ` +
    `and names its owners: ${owners.join(', ')}. ${describeServiceGraph(serviceId)}`;
  return (
    <VisualFigure name="catalog-preview" description={description} className={styles.window}>
      <div className={styles.bar}>
        <span className={styles.dots} />
        <span className={styles.address}>
          /docs/services/{service.id}/{service.version}
        </span>
      </div>
      <div className={styles.body}>
        <div className={styles.sidebar}>
          <p className={styles.sidebarTitle}>Domains</p>
          {sampleCatalog.domains.map((domain) => (
            <div key={domain.id} className={styles.domain}>
              <p className={styles.domainName}>{domain.name}</p>
              <ul>
                {domainServices(domain).map((pointer) => (
                  <li key={pointer.id} aria-current={pointer.id === serviceId ? 'page' : undefined}>
                    {sampleService(pointer.id).name}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div className={styles.page}>
          <ResourceHeading name={service.name} version={service.version} summary={service.summary} />
          <table className={styles.messages}>
            <tbody>
              {messages.map((m) => {
                const kind = messageKind(m.id);
                return (
                  <tr key={m.id}>
                    <td>{m.dir}</td>
                    <td>
                      <span className={styles.message} data-kind={kind}>
                        {messageName(m)}
                      </span>
                    </td>
                    <td>{kindAndVersion(kind, m.version)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className={styles.owners}>
            <span>Owners</span>
            {owners.map((owner) => (
              <Node key={owner} kind="actor" name={owner} className={styles.owner} />
            ))}
          </p>
        </div>
        <div className={styles.graph}>
          <p className={styles.graphTitle}>Node graph</p>
          <ServiceGraph serviceId={serviceId} compact />
        </div>
      </div>
    </VisualFigure>
  );
}
