export { UserSettingsModule } from './user-settings.module.js';
