// What the solver's worker (a thread, or a process of its own) says before clingo-wasm's client listens, kept for
// the client's handlers: it may fail while nobody has asked anything yet, and an `error` event without a listener
// would end the whole process.

export interface HeldReplies {
  /** For the worker's messages. */
  reply(message: unknown): void;
  /** For the worker's failures; only the first is kept for a handler still to come. */
  fail(error: unknown): void;
  /** The client's handlers: each gets at once what came before it. */
  onReply(handler: (reply: unknown) => void): void;
  onError(handler: (error: unknown) => void): void;
}

export function heldReplies(): HeldReplies {
  let replyHandler: ((reply: unknown) => void) | undefined;
  let errorHandler: ((error: unknown) => void) | undefined;
  const replies: unknown[] = [];
  let failure: unknown;
  return {
    reply: (message) => (replyHandler ? replyHandler(message) : replies.push(message)),
    fail: (error) => {
      if (errorHandler) errorHandler(error);
      else failure ??= error;
    },
    onReply: (handler) => {
      replyHandler = handler;
      for (const reply of replies.splice(0)) handler(reply);
    },
    onError: (handler) => {
      errorHandler = handler;
      if (failure !== undefined) handler(failure);
    },
  };
}
