import React, {type ReactNode} from 'react';
import {Sparkles} from 'lucide-react';

import {VisualFigure} from '@site/src/components/VisualParts';
import {consumersOf, ownerName, sampleCatalog, type MessageId} from '@site/src/data/sampleCatalog';

import styles from './styles.module.css';

const count = (n: number) => ['No', 'One', 'Two', 'Three', 'Four', 'Five'][n] ?? String(n);

/** The question and the answer the catalog's pages support, both worded from the sample. */
function exchange(messageId: MessageId) {
  const [newer, older] = sampleCatalog.messages[messageId].versions;
  const added = newer.fields.filter((f) => !older.fields.includes(f));
  const consumers = consumersOf(messageId);
  const lines = consumers.map(({service, version}) => {
    const owners = (service.owners ?? []).map(ownerName).join(', ');
    const behind = version !== 'latest' && version !== newer.frontMatter.version;
    return `${service.name} (owned by ${owners}) reads ${behind ? `version ${version}, so it does not get ${added.join(', ')} yet` : `version ${version}`}.`;
  });
  return {
    question: `Which services consume ${messageId}?`,
    answer: [
      `${count(consumers.length)} ${consumers.length === 1 ? 'service consumes' : 'services consume'} ${messageId}.`,
      ...lines,
    ],
    sources: [messageId, ...consumers.map((c) => c.service.name)],
  };
}

/**
 * An example exchange with EventCatalog Chat about the sample catalog,
 * marked as an illustration: it is written from the sample, not produced by
 * a model.
 */
export default function ChatExchange({messageId = 'OrderPlaced'}: {messageId?: MessageId}): ReactNode {
  const {question, answer, sources} = exchange(messageId);
  return (
    <VisualFigure
      name="chat-exchange"
      description={`Illustration of a chat with the catalog, not a live answer. Question: ${question} Answer: ${answer.join(' ')} Sources cited: ${sources.join(', ')}.`}
      className={styles.frame}>
      <p className={styles.badge}>Illustration · not a live answer</p>
      <p className={styles.question}>{question}</p>
      <div className={styles.answer}>
        <Sparkles className={styles.icon} size={18} aria-hidden="true" />
        <div>
          {answer.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p className={styles.sourcesLabel}>Sources</p>
          <ul className={styles.sources}>
            {sources.map((source) => (
              <li key={source}>{source}</li>
            ))}
          </ul>
        </div>
      </div>
      <p className={styles.input}>Ask about your architecture…</p>
    </VisualFigure>
  );
}
