// The English texts every tenant starts with (culture 'en'), the counterparts of defaults-pl.ts.
import type { MailTemplateCode } from '@armatura/shared-libs/contracts';
import type { TemplateText } from './defaults-pl.js';

const SUMMARY = [
  '<p>{{lines}}</p>',
  '<p>{{#delivery}}Delivery: {{delivery}}<br>{{/delivery}}{{#pickupPoint}}Pickup: {{pickupPoint}}<br>{{/pickupPoint}}{{#deliveryAddress}}Delivery address: {{deliveryAddress}}<br>{{/deliveryAddress}}{{#payment}}Payment: {{payment}}<br>{{/payment}}Total net: {{totalNet}}<br>{{vat}}<br>Total gross: {{totalGross}}</p>',
].join('');
const DETAILS = '<p>Details: <a href="{{orderUrl}}">{{orderUrl}}</a></p>';
const status = (what: string, extra = ''): TemplateText => ({
  subject: `Order {{orderNumber}} ${what}`,
  html: `<p>Hello {{firstName}},</p><p>order {{orderNumber}} ${what}.${extra}</p>${DETAILS}`,
});

export const DEFAULTS_EN: Record<MailTemplateCode, TemplateText> = {
  OrderConfirmation: {
    subject: 'Order confirmation {{orderNumber}}',
    html: [
      '<p>Hello {{firstName}},</p>',
      '<p>we have received order {{orderNumber}}. {{#awaitingAcceptance}}The order exceeds the purchase limit and awaits approval. We will let you know the decision.{{/awaitingAcceptance}}{{^awaitingAcceptance}}Thank you for your order. We will let you know when it is on its way.{{/awaitingAcceptance}}</p>',
      SUMMARY,
      '{{#bankAccount}}<p>Bank transfer details:<br>Recipient: {{bankRecipient}}<br>Account number: {{bankAccount}}<br>Title: {{transferTitle}}<br>Amount: {{totalGross}}</p>{{/bankAccount}}',
      DETAILS,
    ].join(''),
  },
  OrderAcceptanceRequest: {
    subject: 'Order {{orderNumber}} awaits your approval',
    html: [
      '<p>Hello {{approverName}},</p>',
      '<p>{{buyerName}} placed order {{orderNumber}} for {{totalGross}} gross, which exceeds the purchase limit.</p>',
      SUMMARY,
      '<p>Approve: <a href="{{acceptUrl}}">{{acceptUrl}}</a><br>Reject: <a href="{{rejectUrl}}">{{rejectUrl}}</a></p>',
      '<p>The links are valid for {{validDays}} days and expire when the order is changed.</p>',
    ].join(''),
  },
  OrderStatusNEW: status('has been approved and passed on for fulfilment'),
  OrderStatusREJECTED: status(
    'has been rejected by the approver',
    '{{#reason}}<br>Reason: {{reason}}{{/reason}}',
  ),
  OrderStatusCANCELLED: status('has been cancelled'),
  OrderStatusPAID: status('has been paid'),
  OrderStatusCONFIRMED: status('has been confirmed by the shop'),
  PasswordResetCode: {
    subject: 'Armatura: password reset code',
    html: [
      '<p>Hello {{userName}},</p>',
      '<p>Your password reset code: {{secret:code}}<br>The code is valid for 30 minutes.</p>',
      '<p>You can also open: <a href="{{resetUrl}}">{{resetUrl}}</a></p>',
      '<p>If you did not ask to reset your password, ignore this message.</p>',
    ].join(''),
  },
  EmailOrPasswordChangeCode: {
    subject: 'Armatura: code to confirm your sign-in details change',
    html: '<p>Hello {{userName}},</p><p>Your confirmation code: {{secret:code}}<br>The code is valid for 30 minutes.</p>',
  },
  GeneratedPassword: {
    subject: 'Your one-time password',
    html: '<p>Hello,</p><p>the shop administrator has set a one-time password for the account {{userName}}: {{secret:password}}</p><p>At your first sign-in the shop will ask you to set your own password.</p>',
  },
  NotifyAvailability: {
    subject: '{{productName}} is available again',
    html: '<p>Hello,</p><p>the product “{{productName}}” (code {{productCode}}) you asked about is available in our shop again:<br><a href="{{productUrl}}">{{productUrl}}</a></p><p>Kind regards,<br>the Armatura team</p>',
  },
  NewsletterConfirmation: {
    subject: 'Confirm your Armatura newsletter subscription',
    html: [
      '<p>Hello,</p>',
      '<p>we were asked to subscribe {{email}} to the Armatura newsletter. To confirm, open the link:<br><a href="{{confirmUrl}}">{{confirmUrl}}</a></p>',
      '<p>If it was not you, ignore this message: without confirmation we will send no newsletter.</p>',
      '<p>Unsubscribe at any time:<br><a href="{{unsubscribeUrl}}">{{unsubscribeUrl}}</a></p>',
    ].join(''),
  },
  ContactMessage: {
    subject: 'Contact form: {{subject}}',
    html: [
      '<p>Message no. {{messageId}} from the shop contact form.</p>',
      '<p>From: {{name}} &lt;{{email}}&gt;<br>Phone: {{#phone}}{{phone}}{{/phone}}{{^phone}}—{{/phone}}<br>Subject: {{subject}}</p>',
      '<p>{{message}}</p>',
    ].join(''),
  },
  ContactAcknowledgement: {
    subject: 'We have received your message – Armatura',
    html: [
      '<p>Hello,</p>',
      '<p>thank you for your message sent through the Armatura contact form. We will answer as soon as we can, usually within one working day.</p>',
      '<p>If you did not send this message, ignore this e-mail.</p>',
      '<p>The Armatura team</p>',
    ].join(''),
  },
};
