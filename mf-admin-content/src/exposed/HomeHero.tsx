// Widget 'mf_admin_content/HomeHero' (the catalogue's home page): the published home hero and
// banners of the static blocks, or the default hero. Imports only public pieces (small chunk).
import type { HomeHeroProps } from '@armatura/shared-libs/contracts';
import { HomeHero } from '../features/home-widgets/HomeHero';

export default function HomeHeroWidget({ onShown }: HomeHeroProps) {
  return <HomeHero onShown={onShown} />;
}
