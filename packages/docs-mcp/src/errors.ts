/** An error said to the model as the tool's answer (a wrong argument), never a crash of the server. */
export class DocsError extends Error {}
