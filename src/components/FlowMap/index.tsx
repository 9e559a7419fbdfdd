import React, {Fragment, type ReactNode} from 'react';

import {Arrow, Node, VisualFigure, kindAndVersion} from '@site/src/components/VisualParts';
import {describeFlow, flowColumns, nextSteps, sampleFlow, stepTarget} from '@site/src/data/sampleFlow';

import styles from './styles.module.css';

/**
 * A flow as EventCatalog draws it on the flow's page: a chart read left to
 * right, one column per stage, branches side by side. (The business-flows
 * page shows the same flow as a numbered list of steps, FlowSteps.)
 */
export default function FlowMap(): ReactNode {
  const flow = sampleFlow;
  const columns = flowColumns(flow);
  const labelInto = (id: string) => flow.steps.flatMap(nextSteps).find((next) => next.id === id && next.label)?.label;
  return (
    <VisualFigure
      name="flow-map"
      description={`Flow chart of "${flow.name}", read left to right. ${describeFlow(flow)}`}>
      <p className={styles.title}>
        {flow.name} <span className={styles.version}>v{flow.version}</span>
      </p>
      <div className={styles.chart}>
        {columns.map((column, index) => (
          <Fragment key={column[0].id}>
            {index > 0 && <Arrow />}
            <div className={styles.column}>
              {column.map((step) => {
                // The label of the arrow into a step is written above the step, where it has room.
                const target = stepTarget(step);
                const branchLabel = labelInto(step.id);
                return (
                  <div key={step.id} className={styles.step}>
                    {branchLabel && <span className={styles.branch}>{branchLabel}</span>}
                    {/* Not drawn (a flex column), but keeps the label and the step's name apart in the page's text. */}
                    {branchLabel && ' '}
                    <Node kind={target.kind} name={target.name} meta={kindAndVersion(target.kind, target.version)} />
                  </div>
                );
              })}
            </div>
          </Fragment>
        ))}
      </div>
    </VisualFigure>
  );
}
