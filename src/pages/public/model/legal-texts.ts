/** The user agreement and privacy policy, opened from the login page (public: no login needed to read them). */
export type LegalDoc = 'agreement' | 'privacy'

export const LEGAL_TEXTS: Record<LegalDoc, { title: string; paragraphs: string[] }> = {
  agreement: {
    title: '用户协议',
    paragraphs: [
      '欢迎使用儿童健康商城。本协议是您与本平台之间关于使用商城服务（课程、测评、商品与咨询的浏览、购买与预约）的约定。',
      '一、账号：您通过微信授权或手机号登录，应保证所提供的信息真实有效，并妥善保管账号，不得转让或出借。',
      '二、购买与支付：商品与课程以页面展示的价格为准，订单提交后请在支付时限内完成支付；优惠券、钱包与积分按其使用规则抵扣。',
      '三、课程预约：线下课程需选择校区与上课时间，已开始的课程不能预约；如需调整，请在开课前联系校区。',
      '四、退款：未开始的课时可申请退款，已消耗的课时按单价扣除；实物商品在签收后七日内可按售后规则申请退换。',
      '五、其他：本协议的解释与争议处理适用中华人民共和国法律。如有疑问，请联系在线客服。',
    ],
  },
  privacy: {
    title: '隐私政策',
    paragraphs: [
      '我们重视您与孩子的个人信息与隐私保护，仅在提供服务所必需的范围内收集和使用信息。',
      '一、我们收集的信息：登录信息（微信标识、手机号）、收货地址、订单与预约记录；定位信息仅在您同意后用于推荐附近校区。',
      '二、信息的使用：用于完成订单、安排课程、发送服务通知与改进服务，不会用于与服务无关的用途。',
      '三、信息的共享：除支付、物流等完成订单所必需的合作方外，未经您同意我们不会向第三方提供您的个人信息。',
      '四、您的权利：您可以查询、更正、删除您的个人信息，或注销账号；儿童信息由监护人代为管理。',
      '五、联系我们：如对本政策有疑问，请联系在线客服，我们将在十五个工作日内答复。',
    ],
  },
}

export const legalDocOf = (value: string | undefined): LegalDoc | null => (value === 'agreement' || value === 'privacy' ? value : null)
