import {
  messageName,
  sampleCatalog,
  type FlowFrontMatter,
  type FlowStep,
  type MessageId,
  type SampleMessage,
} from './sampleCatalog';

/** What a flow step points at, as the visuals draw it. */
export type StepTarget = {kind: 'actor' | 'service' | SampleMessage['kind']; name: string; version?: string};

/** The single thing a step refers to: an actor, a service or a message of the sample. */
export function stepTarget(step: FlowStep): StepTarget {
  if (step.actor) return {kind: 'actor', name: step.actor.name};
  if (step.service) {
    const service = sampleCatalog.services.find((s) => s.id === step.service!.id);
    return {kind: 'service', name: service?.name ?? step.service.id, version: step.service.version};
  }
  if (step.message) {
    const message = sampleCatalog.messages[step.message.id as MessageId];
    if (!message)
      throw new Error(
        `src/data/sampleCatalog.ts: flow step "${step.id}" names message ${step.message.id}, which the sample lacks`,
      );
    return {kind: message.kind, name: messageName(step.message), version: step.message.version};
  }
  throw new Error(`src/data/sampleCatalog.ts: flow step "${step.id}" refers to no actor, service or message`);
}

/** The steps that follow a step, with the label written on each arrow. */
export function nextSteps(step: FlowStep): {id: string; label?: string}[] {
  return step.next_steps ?? (step.next_step ? [step.next_step] : []);
}

/** Steps grouped by distance from the first step: the columns of a flow chart. */
export function flowColumns(flow: FlowFrontMatter): FlowStep[][] {
  const depth = new Map<string, number>([[flow.steps[0].id, 0]]);
  const queue = [flow.steps[0]];
  while (queue.length) {
    const step = queue.shift()!;
    for (const next of nextSteps(step)) {
      if (depth.has(next.id)) continue;
      depth.set(next.id, depth.get(step.id)! + 1);
      queue.push(flow.steps.find((s) => s.id === next.id)!);
    }
  }
  const columns: FlowStep[][] = [];
  for (const step of flow.steps) (columns[depth.get(step.id) ?? 0] ??= []).push(step);
  return columns;
}

/** The flow the pages show. */
export const sampleFlow = sampleCatalog.flows[0];

/** One sentence per step, for text alternatives. */
export function describeFlow(flow: FlowFrontMatter): string {
  return flow.steps
    .map((step, index) => {
      const target = stepTarget(step);
      const then = nextSteps(step)
        .map((next) => {
          const title = flow.steps.find((s) => s.id === next.id)?.title ?? next.id;
          return next.label ? `"${next.label}" leads to ${title}` : `then ${title}`;
        })
        .join('; ');
      return `Step ${index + 1}, ${step.title} (${target.kind} ${target.name}${target.version ? ` ${target.version}` : ''})${then ? `: ${then}` : ''}.`;
    })
    .join(' ');
}
