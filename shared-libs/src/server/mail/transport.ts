// SMTP through nodemailer when SMTP_URL is set (smtp://user:pass@host:port). Without it there is no
// transport and mail is only kept in the e-mail log (the content domain decides; see contracts/mail).
import nodemailer from 'nodemailer';

export interface OutgoingMail { from: string; to: string; subject: string; text: string; html?: string }
export interface MailTransport { send(mail: OutgoingMail): Promise<{ messageId: string }> }

export function createMailTransport(smtpUrl: string | undefined): MailTransport | null {
  if (!smtpUrl) return null;
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      const info = await transporter.sendMail(mail);
      return { messageId: String(info.messageId) };
    },
  };
}
