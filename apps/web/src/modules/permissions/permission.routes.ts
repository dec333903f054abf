import { PERMISSION_AREA } from '@panel/shared/navigation/permission';
import { defineAreaRoutes, page } from '../../app/route-entry';

const grantEditorPage = () => import('./grant-editor-page');
const userActionTransferPage = () => import('./user-action-transfer-page');

export const routes = defineAreaRoutes(PERMISSION_AREA, {
  'permission-menu': page(grantEditorPage, 'MenuPermissionPage'),
  'permission-widget': page(grantEditorPage, 'WidgetPermissionPage'),
  'permission-action': page(grantEditorPage, 'ActionPermissionPage'),
  'permission-user-action-transfer': page(userActionTransferPage, 'UserActionTransferPage'),
});
