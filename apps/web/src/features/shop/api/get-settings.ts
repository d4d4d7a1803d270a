// The provider's details are shared with other printed papers (lib/service-settings).
export {
  getServiceSettings as getSettings,
  serviceSettingsQueryOptions as settingsQueryOptions,
  useServiceSettings as useSettings,
  type ServiceSettings,
} from '../../../lib/service-settings';
