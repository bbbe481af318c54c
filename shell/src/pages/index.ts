export { AboutPage } from './about/about-page';
export { AccountPage } from './account/account-page';
export { AcademyPage } from './academy/academy-page';
export { DownloadsPage } from './downloads/downloads-page';
export { LoginPage } from './login/login-page';
export { PricingPage } from './pricing/pricing-page';
export { StudiosPage } from './studios/studios-page';
