/**
 * The map of the lawn editor: the analysis photo as an image source at its georeferenced
 * corners, the lot line and obstacles as GeoJSON, and the editable shapes in terra-draw.
 * Everything comes from the product's own server: no style URL, glyphs, sprites or tiles.
 */
import type { LotPolygon } from '@yardstick/core/lawnGeometry';
import type { ImageryOverlay, MappedObstacle } from '@yardstick/core/schemas/analysis';
import type { LawnPosition } from '@yardstick/core/schemas/lawnGeometry';
import { GeoJSONSource, Map as MapLibreMap, setWorkerUrl } from 'maplibre-gl';
// The worker is a file of the product's build, beside this chunk (maplibre makes a blob of it
// when the page is on another origin, as a page with the widget's script tag is).
import maplibreWorkerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import {
  TerraDraw,
  TerraDrawPolygonMode,
  TerraDrawSelectMode,
  type GeoJSONStoreFeatures,
} from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import type { Shape, ShapeKind } from './editorState.ts';
import { LAYER_COLOURS, type MapLayer, type ReadOnlyLayers } from './layers.ts';
import {
  BEDS_HATCH,
  COLORS,
  EDITABLE,
  NO_POINT,
  bedsHatch,
  mapStyle,
  shapeStyles,
} from './mapStyle.ts';

export type EditorMode = 'select' | 'lawn' | 'cut';

export interface LawnMapOptions {
  container: HTMLElement;
  imagery: ImageryOverlay & { absoluteUrl: string };
  lot: LotPolygon | null;
  obstacles: readonly MappedObstacle[];
  /** The layer whose shapes are edited, and the others drawn under it, read-only. */
  layer: MapLayer;
  readOnly: ReadOnlyLayers;
  /** The shapes on the map after an edit there (a drag, a new point, a finished drawing). */
  onEdited: (shapes: { id: string; kind: ShapeKind; ring: LawnPosition[] }[]) => void;
  onSelect: (id: string | null) => void;
  /** A corner of the selected shape was tapped (its index in the ring), or none is chosen. */
  onPointSelected: (index: number | null) => void;
  /** A drawing was finished: the map is back to editing shapes. */
  onDrawn: () => void;
  onFailed: (message: string) => void;
}

/** How far from a corner, in CSS pixels, a tap still chooses it (a fingertip's width). */
const TAP_REACH_PX = 22;

function bounds(options: LawnMapOptions): [[number, number], [number, number]] {
  const points = options.lot?.coordinates[0] ?? options.imagery.coordinates;
  const lons = points.map(([lon]) => lon);
  const lats = points.map(([, lat]) => lat);
  return [
    [Math.min(...lons), Math.min(...lats)],
    [Math.max(...lons), Math.max(...lats)],
  ];
}

/** The corner of `ring` (closing point left out) nearest `point` on screen, if within `reachPx`. */
function nearestCorner(
  map: MapLibreMap,
  ring: readonly LawnPosition[],
  point: { x: number; y: number },
  reachPx: number,
): number | null {
  let best: number | null = null;
  let bestPx = reachPx;
  ring.slice(0, -1).forEach((corner, index) => {
    const onScreen = map.project(corner);
    const px = Math.hypot(onScreen.x - point.x, onScreen.y - point.y);
    if (px <= bestPx) {
      best = index;
      bestPx = px;
    }
  });
  return best;
}

/** Ids the editor gives its shapes are any non-empty string (no randomUUID on plain http). */
function idStrategy() {
  let next = 0;
  return {
    isValidId: (id: string | number) => typeof id === 'string' && id.length > 0,
    getId: () => `drawn-${Date.now().toString(36)}-${(next += 1)}`,
  };
}

export interface LawnMap {
  /**
   * Puts exactly these shapes on the map (after undo, reset or a tick in the list); the shape
   * selected stays so, with corner `point` chosen when given (a corner moved by keyboard).
   */
  showShapes(shapes: readonly Shape[], point?: number | null): void;
  /** Selects a shape as a tap on it does (null: none), and chooses one of its corners. */
  selectShape(id: string | null): void;
  choosePoint(index: number | null): void;
  /** The [lon, lat] at the middle of the map, where a corner drawn by keyboard goes. */
  centre(): LawnPosition;
  /** The corners of a lawn being drawn by keyboard, joined up. */
  showPending(corners: readonly LawnPosition[]): void;
  setMode(mode: EditorMode): void;
  setObstaclesOut(ids: readonly number[]): void;
  /** The shape selected on the map, if any. */
  selected(): string | null;
  resize(): void;
  destroy(): void;
}

export function createLawnMap(options: LawnMapOptions): Promise<LawnMap> {
  setWorkerUrl(new URL(maplibreWorkerUrl, document.baseURI).href);
  const map = new MapLibreMap({
    container: options.container,
    style: mapStyle(options),
    bounds: bounds(options),
    fitBoundsOptions: { padding: 24 },
    // The imagery's credit is a line under the map: on a phone the control would cover it.
    attributionControl: false,
    dragRotate: false,
    pitchWithRotate: false,
    // As map embeds do on a page: one finger scrolls the page, two move the map (below: one
    // finger edits while a shape is selected or drawn).
    cooperativeGestures: true,
    touchPitch: false,
    maxZoom: 23,
    // The photo ends at its edges: nothing to see past them.
    maxBounds: [
      [options.imagery.coordinates[0][0] - 0.0005, options.imagery.coordinates[2][1] - 0.0005],
      [options.imagery.coordinates[2][0] + 0.0005, options.imagery.coordinates[0][1] + 0.0005],
    ],
  });
  // The beds' hatch is made here, not fetched: the map asks for it when it first draws them.
  map.on('styleimagemissing', ({ id }: { id: string }) => {
    if (id === BEDS_HATCH && !map.hasImage(BEDS_HATCH)) map.addImage(BEDS_HATCH, bedsHatch());
  });
  map.touchZoomRotate.disableRotation();
  map.keyboard.disableRotation();
  // The view's bounds (west,south,east,north) on the element: where a lon/lat lies on the
  // canvas follows from them, for tests and tools that tap the map wherever it was moved.
  const showView = () => {
    options.container.dataset.view = map.getBounds().toArray().flat().join(',');
  };
  map.on('load', showView);
  map.on('moveend', showView);

  return new Promise((resolve, reject) => {
    const failed = (error: unknown) =>
      options.onFailed(error instanceof Error ? error.message : 'the map failed');
    map.on('error', (event) => failed(event.error));
    map.once('load', () => {
      const draw = new TerraDraw({
        adapter: new TerraDrawMapLibreGLAdapter({ map }),
        idStrategy: idStrategy(),
        tracked: false,
        modes: [
          new TerraDrawPolygonMode({
            modeName: 'lawn',
            styles: shapeStyles('lawn', options.layer),
          }),
          new TerraDrawPolygonMode({ modeName: 'cut', styles: shapeStyles('cut', options.layer) }),
          new TerraDrawSelectMode({
            flags: { lawn: EDITABLE, cut: EDITABLE },
            styles: {
              selectedPolygonColor: LAYER_COLOURS[options.layer].fill,
              selectedPolygonFillOpacity: 0.5,
              selectedPolygonOutlineColor: COLORS.lot,
              selectedPolygonOutlineWidth: 3,
              selectionPointColor: COLORS.point,
              selectionPointOutlineColor: LAYER_COLOURS[options.layer].line,
              selectionPointWidth: 7,
              selectionPointOutlineWidth: 2,
              midPointColor: COLORS.lot,
              midPointOutlineColor: LAYER_COLOURS[options.layer].line,
              midPointWidth: 5,
              midPointOutlineWidth: 1,
            },
          }),
        ],
      });
      draw.start();
      draw.setMode('select');
      let selectedId: string | null = null;
      // One finger edits while a shape is selected or being drawn, else it scrolls the page.
      const followGestures = () => {
        if (draw.getMode() !== 'select' || selectedId !== null) map.cooperativeGestures.disable();
        else map.cooperativeGestures.enable();
      };
      // Terra-draw may deselect on the very tap that chooses a corner just outside the shape.
      let justDeselected: string | null = null;

      const choosePoint = (index: number | null, ring: readonly LawnPosition[] = []) => {
        const corner = index === null ? undefined : ring[index];
        const source = map.getSource('chosen-point');
        if (source instanceof GeoJSONSource) {
          source
            .setData(
              corner
                ? {
                    type: 'Feature',
                    properties: {},
                    geometry: { type: 'Point', coordinates: corner },
                  }
                : NO_POINT,
            )
            .catch(failed);
        }
        options.onPointSelected(corner ? index : null);
      };

      map.on('click', (event) => {
        const id = selectedId ?? justDeselected;
        if (draw.getMode() !== 'select' || !id) return;
        const feature = draw.getSnapshotFeature(id);
        const ring =
          feature?.geometry.type === 'Polygon'
            ? (feature.geometry.coordinates[0] as LawnPosition[] | undefined)
            : undefined;
        const index = ring ? nearestCorner(map, ring, event.point, TAP_REACH_PX) : null;
        if (index === null) return choosePoint(null);
        if (selectedId !== id) draw.selectFeature(id);
        choosePoint(index, ring);
      });

      const report = () => {
        const shapes = draw.getSnapshot().flatMap((feature: GeoJSONStoreFeatures) => {
          const mode = feature.properties.mode;
          if ((mode !== 'lawn' && mode !== 'cut') || feature.geometry.type !== 'Polygon') return [];
          const kind: ShapeKind = mode;
          const ring = feature.geometry.coordinates[0] as LawnPosition[] | undefined;
          return ring ? [{ id: String(feature.id), kind, ring }] : [];
        });
        choosePoint(null);
        options.onEdited(shapes);
      };
      draw.on('finish', (_id, context) => {
        report();
        // A finished drawing goes back to editing, so the next tap does not start another.
        if (context.action === 'draw') {
          draw.setMode('select');
          options.onDrawn();
        }
      });
      draw.on('select', (id) => {
        if (selectedId !== String(id)) choosePoint(null);
        selectedId = String(id);
        followGestures();
        options.onSelect(selectedId);
      });
      draw.on('deselect', () => {
        justDeselected = selectedId;
        setTimeout(() => (justDeselected = null));
        selectedId = null;
        followGestures();
        choosePoint(null);
        options.onSelect(null);
      });
      const ringOf = (id: string | null): LawnPosition[] => {
        const feature = id === null ? undefined : draw.getSnapshotFeature(id);
        return feature?.geometry.type === 'Polygon'
          ? ((feature.geometry.coordinates[0] as LawnPosition[] | undefined) ?? [])
          : [];
      };

      resolve({
        showShapes(shapes, point = null) {
          const mode = draw.getMode();
          const keep = selectedId;
          draw.setMode('select');
          draw.clear();
          const features = shapes
            .filter((shape) => shape.on)
            .map((shape) => ({
              type: 'Feature' as const,
              id: shape.id,
              properties: { mode: shape.kind },
              geometry: { type: 'Polygon' as const, coordinates: [shape.ring] },
            }));
          const refused = draw.addFeatures(features).filter((result) => !result.valid);
          if (refused.length > 0) console.warn('Yardstick lawn editor: shapes not shown', refused);
          draw.setMode(mode);
          selectedId = null;
          choosePoint(null);
          // The shape being edited stays selected through a deleted point, an undo or a tick.
          if (mode === 'select' && keep && shapes.some((shape) => shape.on && shape.id === keep)) {
            draw.selectFeature(keep);
            if (point !== null) choosePoint(point, ringOf(keep));
          }
          followGestures();
        },
        selectShape(id) {
          draw.setMode('select');
          if (selectedId !== null && selectedId !== id) draw.deselectFeature(selectedId);
          if (id !== null && selectedId !== id) draw.selectFeature(id);
          followGestures();
        },
        choosePoint(index) {
          choosePoint(index, ringOf(selectedId));
        },
        centre() {
          const { lng, lat } = map.getCenter();
          return [lng, lat];
        },
        showPending(corners) {
          const source = map.getSource('pending');
          if (!(source instanceof GeoJSONSource)) return;
          const first = corners[0];
          const line =
            first && corners.length > 1 ? [...corners, ...(corners.length > 2 ? [first] : [])] : [];
          source
            .setData({
              type: 'FeatureCollection',
              features: [
                ...(line.length > 1
                  ? [
                      {
                        type: 'Feature' as const,
                        properties: {},
                        geometry: { type: 'LineString' as const, coordinates: line },
                      },
                    ]
                  : []),
                ...corners.map((corner) => ({
                  type: 'Feature' as const,
                  properties: {},
                  geometry: { type: 'Point' as const, coordinates: corner },
                })),
              ],
            })
            .catch(failed);
        },
        setMode(mode) {
          draw.setMode(mode);
          followGestures();
        },
        setObstaclesOut(indexes) {
          options.obstacles.forEach((_obstacle, index) =>
            map.setFeatureState(
              { source: 'obstacles', id: index },
              { out: indexes.includes(index) },
            ),
          );
        },
        selected: () => selectedId,
        resize: () => map.resize(),
        destroy() {
          draw.stop();
          map.remove();
        },
      });
    });
    map.once('error', (event) => {
      if (!map.loaded()) reject(event.error instanceof Error ? event.error : new Error('map'));
    });
  });
}
