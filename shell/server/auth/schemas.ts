import { Type, Nullable } from '@armatura/shared-libs/server';

export const LoggedInUser = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  name: Type.String(),
  surname: Type.String(),
  phone: Nullable(Type.String()),
  email: Type.String(),
  tenantId: Type.Integer(),
  roles: Type.Array(Type.String()),
  isB2B: Type.Boolean(),
  type: Type.String(),
  contractorId: Nullable(Type.Integer()),
  organizationUnitId: Nullable(Type.Integer()),
  organizationGroupId: Nullable(Type.Integer()),
  priceList: Nullable(Type.String()),
  isMultiple: Type.Boolean(),
});

export const AuthenticateResult = Type.Object({
  accessToken: Type.String(),
  encryptedAccessToken: Type.String(),
  expireInSeconds: Type.Integer(),
  userId: Type.Integer(),
  user: LoggedInUser,
  shouldChangeEmailOrPassword: Type.Boolean(),
});

export const AuthenticateBody = Type.Object({
  userNameOrEmailAddress: Type.String({ minLength: 1, maxLength: 256 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  rememberMe: Type.Boolean({ default: false }),
});
