/**
 * Every path the product has, so the server's menu seed, the shell and the remotes agree.
 * See SPEC §2.
 */
export const PUBLIC_ROUTES = ['/login', '/login1', '/login2', '/ForgotPassword', '/zhuce', '/img', '/messageBoard', '/404'] as const;

/** Routes the API serves (the client builds URLs from these, never from user input). */
export const API = {
  captchaImage: '/rest/captchaImage',
  loginWithCaptcha: '/rest/loginWithCaptcha',
  typedLogin: '/user/login',
  register: '/rest/register',
  forgotPassword: '/rest/forgotPassword',
  getInfo: '/rest/getInfo',
  logout: '/rest/logout',
  vicimsg: '/rest/vicimsg',
  remotes: '/api/remotes',
  health: '/api/health',
  messageCount: '/chat/messageNotificationSenderCount',
  messageThreads: '/chat/threads',
  messageThread: '/chat/thread',
  messageSend: '/chat/send',
  messageRead: '/chat/read',
  personalInfo: '/rest/personalCenter/getPersonalInfo',
  updatePersonalInfo: '/rest/personalCenter/updatePersonalInfo',
  changePassword: '/rest/personalCenter/changePassword',
  avatarUpload: '/rest/personalCenter/avatar',
  /** GET ?id=<userId>: the avatar image; the dby_token cookie authenticates image requests. */
  avatar: '/rest/personalCenter/avatarImage',
  treeLoad: '/sky/getTreeMenu',
  treeAdd: '/sky/addTreeMenu',
  treeEdit: '/sky/editTreeMenu',
  treeDelete: '/sky/delTreeMenu',
  treeMove: '/sky/changeTreeNode',
  treeLevel: '/sky/getTreeMenuByLevel',
  deptCreate: '/sky/dept/create',
  deptUpdate: '/sky/dept/update',
  deptDelete: '/sky/dept/delete',
  deptTree: '/sky/dept/tree',
  objMetaData: '/rest/getObjMetaData',
  objDataByPage: '/rest/getObjDataByPage',
  objData: '/rest/getObjData',
  objDataById: '/rest/getObjDataById',
  objSave: '/rest/saveObjData',
  objDelete: '/rest/delObjData',
  objDeleteList: '/rest/delObjDataByIdList',
} as const;
