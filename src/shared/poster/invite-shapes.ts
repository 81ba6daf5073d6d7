import { array, looseObject, nullable, nullish, string } from 'valibot'
import { amount, flag } from '@/services/api/shapes'

const referralAwardShape = nullish(looseObject({ awardType: nullish(amount), multiple: nullish(amount), points: nullish(amount), enable: nullish(flag) }))

/** invite/inviteText: the activity both invitation pages and their poster draw. */
export const inviteActivityShape = nullable(
  looseObject({
    title: string(),
    poster: nullish(string()),
    inviteText: nullish(string()),
    rule: nullish(string()),
    pullNewLeaderboards: nullish(array(looseObject({ invitCount: nullish(amount), name: nullish(string()), headimg: nullish(string()) }))),
    config: nullish(
      looseObject({
        inviteNewConfig: nullish(
          looseObject({ defaultPoint: nullish(amount), normalAwards: nullish(array(looseObject({ personCount: amount, points: nullish(amount) }))) }),
        ),
        referralConfig: nullish(
          looseObject({ inviteeReferralConfig: referralAwardShape, invitorReferralConfig: referralAwardShape, thresholdMoney: nullish(amount) }),
        ),
      }),
    ),
  }),
)

/** invite/invitationRecord: counts are normalized to numbers; the records are drawn as they come. */
export const invitationRecordShape = nullable(
  looseObject({
    records: nullish(
      array(looseObject({ userName: nullish(string()), headimg: nullish(string()), inviteTime: nullish(string()), firstPurchase: nullish(amount), points: nullish(amount) })),
    ),
  }),
)
