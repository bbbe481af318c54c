/** An image sent with a chat prompt (spec 001 §5): picked in the chat panel, sent by the generation. */
export interface Attachment {
  name: string;
  mimeType: string;
  /** Base64 without the data: prefix. */
  data: string;
}
