/**
 * The contracts' messages (Polish, the same the API answers) as texts of their own namespace
 * ('commerceMessages'): a message from a `…Problems` check or from the server is found by its
 * Polish text and shown in the UI's language by `localizeMessage`; an unknown one stays as it came.
 */
import {
  CONFIGURATION_MESSAGES,
  DELIVERY_MESSAGES,
  DICTIONARY_MESSAGES,
  POINT_OF_SALE_MESSAGES,
  STATISTICS_MAX_DAYS,
  STATISTICS_MESSAGES,
} from '@armatura/shared-libs/contracts';
import { messageLocalizer, prefixed, registerTexts } from '@armatura/shared-libs/i18n';

const messagesPl = {
  ...prefixed('configuration.', CONFIGURATION_MESSAGES),
  ...prefixed('delivery.', DELIVERY_MESSAGES),
  ...prefixed('dictionary.', DICTIONARY_MESSAGES),
  ...prefixed('pointOfSale.', POINT_OF_SALE_MESSAGES),
  ...prefixed('statistics.', STATISTICS_MESSAGES),
};
export type ContractMessageKey = keyof typeof messagesPl;

const messagesEn: Record<ContractMessageKey, string> = {
  'configuration.name': 'Enter the company name.',
  'configuration.nip': 'Invalid NIP (wrong checksum).',
  'configuration.regon': 'Invalid REGON (wrong checksum).',
  'configuration.postalCode': 'Postal code in the format 00-000.',
  'configuration.bankAccount': 'Invalid bank account number (IBAN).',
  'configuration.email': 'Enter a valid e-mail address.',
  'configuration.host': 'Enter the name of the SMTP server.',
  'configuration.tpayActive':
    'To turn Tpay on, enter the client id, the secret and the merchant id.',
  'configuration.rabbitUrl':
    'RabbitMQ address in the format amqp://host:port or amqps://host:port.',
  'configuration.defaultDelivery': 'Choose an active delivery method.',
  'configuration.vatRate': 'Choose a VAT rate: 23, 8, 5 or 0%.',
  'configuration.currency': 'Choose a currency from the list (e.g. PLN).',
  'delivery.invalid': 'The form has errors.',
  'delivery.code': 'Code: 2–50 characters, capital letters, digits and _.',
  'delivery.codeTaken': 'This code is already in use.',
  'delivery.name': 'Enter a name (2–100 characters).',
  'delivery.price': 'The net price must be a non-negative number with at most two decimal places.',
  'delivery.vatRate': 'The VAT rate must be 23, 8, 5 or 0%.',
  'delivery.payments': 'The chosen payment method does not exist.',
  'delivery.deliveries': 'The chosen delivery method does not exist.',
  'delivery.notFound': 'The delivery method was not found.',
  'delivery.paymentNotFound': 'The payment method was not found.',
  'dictionary.systemCreate':
    "This dictionary's values come from the system: only their names can change.",
  'dictionary.systemInactive': 'A system value cannot be turned off.',
  'dictionary.duplicate': 'This value is already in the dictionary.',
  'dictionary.notFound': 'The dictionary value was not found.',
  'dictionary.label': 'Enter the name in Polish and in English.',
  'pointOfSale.notFound': 'The point of sale was not found.',
  'pointOfSale.name': 'Enter the name of the point.',
  'pointOfSale.street': 'Enter the street and number.',
  'pointOfSale.city': 'Enter the town.',
  'pointOfSale.postalCode': 'The postal code has the form 00-000.',
  'pointOfSale.phone': 'Enter a valid phone number (9–20 digits).',
  'pointOfSale.email': 'Enter a valid e-mail address.',
  'pointOfSale.latitude': 'The latitude must be a number from -90 to 90.',
  'pointOfSale.longitude': 'The longitude must be a number from -180 to 180.',
  'pointOfSale.bothCoordinates': 'Enter both coordinates or neither.',
  'pointOfSale.days': 'Opening hours are given once for each day of the week (Mon–Sun).',
  'pointOfSale.hours': 'Enter the opening and closing time (HH:MM) or mark the point as closed.',
  'pointOfSale.order': 'The closing time must be later than the opening time.',
  'pointOfSale.invalid': 'Correct the data of the point of sale.',
  'statistics.badDay': 'Enter a valid date in the format YYYY-MM-DD.',
  'statistics.order': 'The start date cannot be later than the end date.',
  'statistics.tooLong': `The range can cover at most ${STATISTICS_MAX_DAYS} days.`,
};

export const contractMessagesPl: Readonly<Record<ContractMessageKey, string>> = messagesPl;
export const contractMessagesEn: Readonly<Record<ContractMessageKey, string>> = messagesEn;
export const contractMessages = registerTexts<ContractMessageKey>('commerceMessages', {
  pl: messagesPl,
  en: messagesEn,
});

/** A contract's or the server's Polish message in the current language (unknown: as it came). */
export const localizeMessage = messageLocalizer(contractMessages, messagesPl);
