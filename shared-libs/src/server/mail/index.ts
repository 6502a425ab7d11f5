// Mail kit: the SMTP transport (platform-owned, `ctx.mail`) and the one way senders request mail
// with one-time secrets sealed (`requestMail`, see contracts/mail.ts).
export * from './transport.js';
export * from './secrets.js';
