export {
  paintTextureScene,
  type TextureScene,
  type TextureSceneOptions,
} from './paintTextureScene.ts';
export { textureExemplarsAvailable } from './loadSwatches.ts';
