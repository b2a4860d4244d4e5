// Texts of the about pages. The agreements are the reference product's own short texts.
export const aboutStrings = {
  about: '关于我们',
  userAgreement: '用户协议',
  contactUs: '联系我们',
  privacyAgreement: '隐私协议',
  version: '版本号',
  onlineService: '在线客服',
  noContact: '暂无联系方式',
  loading: '加载中…',
  intro: (name: string) =>
    `${name}为玩家提供彩票开奖、图库、资料与游戏服务。请理性娱乐，未满18周岁不得注册使用。`,
  userAgreementText: [
    '一、注册本平台账户即表示您同意本协议的全部条款。',
    '二、您须年满18周岁，并保证注册信息真实、准确、完整。',
    '三、账户、登录密码与交易密码由您自行保管，因保管不善造成的损失由您自行承担。',
    '四、每位用户仅可注册一个账户，禁止利用本平台进行任何违法活动。',
    '五、试玩账户仅供体验，不能充值、提现或进入第三方游戏。',
    '六、平台有权在发现违规行为时冻结相关账户，并依法配合有关部门调查。',
  ],
  privacyAgreementText: [
    '一、我们仅收集提供服务所必需的信息，如用户名、联系方式与交易记录。',
    '二、密码经不可逆加密后保存，任何人员均无法查看您的明文密码。',
    '三、未经您的同意，我们不会向第三方提供您的个人信息，法律法规另有规定的除外。',
    '四、您可以在个人资料中查看并修改您的信息。',
    '五、我们采取合理的安全措施保护您的信息，防止泄露、损毁或丢失。',
  ],
} as const;
