import React, {type ReactNode} from 'react';

import {Node, VisualFigure} from '@site/src/components/VisualParts';
import {describeFlow, nextSteps, sampleFlow, stepTarget} from '@site/src/data/sampleFlow';

import styles from './styles.module.css';

const kindLabel = {actor: 'Actor', service: 'Service', event: 'Event', command: 'Command'} as Record<string, string>;

/**
 * A flow read step by step, top to bottom: each step's title, who or what
 * it involves (an actor, a service, a message) and the labelled branches
 * that follow it.
 */
export default function FlowSteps(): ReactNode {
  const flow = sampleFlow;
  const titleOf = (id: string) => flow.steps.find((s) => s.id === id)?.title ?? id;
  return (
    <VisualFigure
      name="flow-steps"
      description={`The flow "${flow.name}", step by step. ${describeFlow(flow)}`}
      className={styles.frame}>
      <p className={styles.header}>
        <span className={styles.flowKind}>Flow</span> {flow.name}{' '}
        <span className={styles.version}>v{flow.version}</span>
      </p>
      <ol className={styles.steps}>
        {flow.steps.map((step) => {
          const target = stepTarget(step);
          const following = nextSteps(step);
          return (
            <li key={step.id} className={styles.step} data-kind={target.kind}>
              <div className={styles.body}>
                <p className={styles.stepTitle}>{step.title}</p>
                <p className={styles.involves}>
                  <span className={styles.kindLabel}>{kindLabel[target.kind]}</span>
                  <Node
                    kind={target.kind}
                    name={target.name}
                    meta={target.version ? `v${target.version}` : undefined}
                  />
                </p>
                {following.some((next) => next.label) && (
                  <ul className={styles.next}>
                    {following.map((next) => (
                      <li key={next.id}>
                        {next.label ? <strong>{next.label}</strong> : 'Then'} → {titleOf(next.id)}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </VisualFigure>
  );
}
