import { Callout } from '@blueprintjs/core';

/** The red panel itself, for any list of messages. */
export function ErrorPanel({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Callout intent="danger" role="alert" className="wb-form-errors">
      {messages.length === 1 ? (
        <span>{messages[0]}</span>
      ) : (
        <ul>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </Callout>
  );
}
