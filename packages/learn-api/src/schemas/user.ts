import * as v from 'valibot';
import { availability, optString, optStringArray } from './common.ts';

export const userDefinition = 'blackboard.webapps.blackboard.publicapi.v1.users.User';

export const UserSchema = v.looseObject({
  id: optString,
  uuid: optString,
  externalId: optString,
  userName: optString,
  studentId: optString,
  institutionRoleIds: optStringArray,
  systemRoleIds: optStringArray,
  availability,
  name: v.optional(
    v.looseObject({
      given: optString,
      family: optString,
      middle: optString,
      other: optString,
      title: optString,
      preferredDisplayName: optString,
    }),
  ),
  contact: v.optional(
    v.looseObject({ email: optString, institutionEmail: optString, mobilePhone: optString, businessPhone: optString }),
  ),
  job: v.optional(v.looseObject({ title: optString, department: optString })),
  lastLogin: optString,
  created: optString,
});
export type User = v.InferOutput<typeof UserSchema>;
