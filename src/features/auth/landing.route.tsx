import { PRODUCT_NAME } from '../../domain/constants';
import { LandingHero } from './landing-hero';

export function LandingRoute() {
  return <LandingHero productName={PRODUCT_NAME} loginTo="/login" />;
}
