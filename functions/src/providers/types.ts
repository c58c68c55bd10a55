export interface SmsMessage {
  to: string;
  text: string;
}

export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

/** What the callables need from an SMS or mail service; returns the provider's message id. */
export interface SmsProvider {
  send(message: SmsMessage, sentBy: string): Promise<string>;
}

export interface MailProvider {
  send(message: MailMessage, sentBy: string): Promise<string>;
}
