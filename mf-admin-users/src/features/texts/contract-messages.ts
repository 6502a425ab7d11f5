/**
 * The contracts' messages (Polish, the same the API answers) as texts of this remote. The Polish
 * text is the contract's own, so a message from `organizationUnitProblems` or from the server is
 * found by its text and shown in the current language (`localizeMessage` in users-texts.ts).
 */
import { ORGANIZATION_MESSAGES, USERS_ADMIN_MESSAGES } from '@armatura/shared-libs/contracts';
import { prefixed } from '@armatura/shared-libs/i18n';

export const contractMessagesPl = {
  ...prefixed('org.', ORGANIZATION_MESSAGES),
  ...prefixed('users.', USERS_ADMIN_MESSAGES),
};

export const contractMessagesEn: Record<keyof typeof contractMessagesPl, string> = {
  'org.nip': 'Enter a valid NIP (10 digits, with a correct checksum).',
  'org.regon': 'Enter a valid REGON (9 or 14 digits, with a correct checksum).',
  'org.postalCode': 'The postal code must have the format NN-NNN.',
  'org.oneDefaultAddress': 'Only one company address can be the default.',
  'org.unitNotFound': 'The company was not found.',
  'org.groupNotFound': 'The group was not found.',
  'org.userNotFound': 'The user was not found.',
  'org.contractorNotFound': 'The contractor was not found.',
  'org.groupNameTaken': 'A group with this name already exists in this company.',
  'org.notInGroup': 'The user does not belong to this group.',
  'users.userNotFound': 'The user was not found.',
  'users.roleNotFound': 'The role was not found.',
  'users.userNameTaken': 'This user name is already taken.',
  'users.emailTaken': 'This e-mail address is already used by another account.',
  'users.roleNameTaken': 'A role with this name already exists.',
  'users.staticRole': 'A system role cannot be deleted or renamed.',
  'users.adminRolePermissions': 'The Administrator role always has every permission.',
  'users.unknownRole': 'Unknown role.',
  'users.unknownPermission': 'Unknown permission.',
  'users.deleteSelf': 'You cannot delete your own account.',
  'users.manageRicher': 'You cannot manage an account that has permissions you do not have.',
  'users.ownAuthority': 'You cannot change your own roles, permissions or account activity.',
  'users.ownPassword': 'Change your own password in your profile, giving your current password.',
  'users.ownLinks': 'You cannot link or unlink your own account.',
  'users.linkSelf': 'An account cannot be linked to itself.',
  'users.notLinked': 'These accounts are not linked.',
  'users.mpkNotFound': 'The cost centre (MPK) was not found.',
  'users.mpkCodeTaken':
    'A cost centre (MPK) with this code already exists (also among deleted ones).',
  'users.mpkOnlyB2B': 'Cost centres (MPK) are assigned to B2B users only.',
};
