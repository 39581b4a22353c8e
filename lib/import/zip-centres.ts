import type postgres from "postgres";

/** Padding around a state's box of ZIP centres, in degrees: a point outside the padded box is not in the state. */
const STATE_BOX_PADDING = 0.5;
/** A point farther than this from every ZIP centre of its state is not in the state. */
const STATE_MAX_KM = 50;
/** A place's ZIP, when its row gives none, is the nearest ZIP centre within this distance, else none. */
const ZIP_MAX_KM = 20;
/** Side of a cell of the lookup grid, in degrees. */
const GRID_DEGREES = 0.2;
const KM_PER_DEGREE = 111.195;

export type ZipCentre = { zip: string; state: string; latitude: number; longitude: number };
type Box = { minLat: number; maxLat: number; minLon: number; maxLon: number };

/**
 * ZIP centres (public.zip_codes for the imports, the `zipcodes` package for the seed), for telling whether a point
 * lies in its state and which ZIP it has. They are bucketed in a grid of GRID_DEGREES cells, so a nearest-centre
 * lookup reads a few cells only. Distances are measured on a flat projection around the point (x scaled by the
 * cosine of its latitude), within 0.5% of the great-circle distance at these ranges.
 */
export class ZipCentres<C extends ZipCentre = ZipCentre> {
  private readonly cells = new Map<string, C[]>();
  private readonly boxes = new Map<string, Box>();

  constructor(centres: readonly C[]) {
    for (const c of centres) {
      const key = cellKey(Math.floor(c.latitude / GRID_DEGREES), Math.floor(c.longitude / GRID_DEGREES));
      const cell = this.cells.get(key);
      if (cell) cell.push(c);
      else this.cells.set(key, [c]);
      const box = this.boxes.get(c.state);
      if (!box) {
        this.boxes.set(c.state, {
          minLat: c.latitude,
          maxLat: c.latitude,
          minLon: c.longitude,
          maxLon: c.longitude,
        });
        continue;
      }
      box.minLat = Math.min(box.minLat, c.latitude);
      box.maxLat = Math.max(box.maxLat, c.latitude);
      box.minLon = Math.min(box.minLon, c.longitude);
      box.maxLon = Math.max(box.maxLon, c.longitude);
    }
  }

  /**
   * Why a point is not in the state, or null when it is: it must lie within the box of the state's ZIP centres
   * padded by STATE_BOX_PADDING degrees, and within STATE_MAX_KM of one of them.
   */
  outsideState(latitude: number, longitude: number, state: string): string | null {
    const inBox = this.inStateBox(latitude, longitude, state);
    if (inBox === null) return `no ZIP code of ${state} is known`;
    if (!inBox) return `the point ${latitude}, ${longitude} is outside ${state}`;
    if (!this.nearest(latitude, longitude, STATE_MAX_KM, state).inState) {
      return `the point ${latitude}, ${longitude} is farther than ${STATE_MAX_KM} km from every ZIP code of ${state}`;
    }
    return null;
  }

  /**
   * Whether a point lies within the box of the state's ZIP centres padded by STATE_BOX_PADDING degrees; null when
   * no centre of the state is known.
   */
  inStateBox(latitude: number, longitude: number, state: string): boolean | null {
    const box = this.boxes.get(state);
    if (!box) return null;
    return (
      latitude >= box.minLat - STATE_BOX_PADDING &&
      latitude <= box.maxLat + STATE_BOX_PADDING &&
      longitude >= box.minLon - STATE_BOX_PADDING &&
      longitude <= box.maxLon + STATE_BOX_PADDING
    );
  }

  /** The ZIP of a point: the nearest centre within ZIP_MAX_KM, one of its own state first, else null. */
  zipOf(latitude: number, longitude: number, state: string): string | null {
    const { inState, any } = this.nearest(latitude, longitude, ZIP_MAX_KM, state);
    return (inState ?? any)?.zip ?? null;
  }

  /** The nearest centre within maxKm in `state` and the nearest in any state; ties go to the lower ZIP. */
  nearest(latitude: number, longitude: number, maxKm: number, state: string) {
    const kmPerLon = KM_PER_DEGREE * Math.cos((latitude * Math.PI) / 180);
    const farLat = Math.min(89, Math.abs(latitude) + maxKm / KM_PER_DEGREE);
    const rowSpan = Math.ceil(maxKm / KM_PER_DEGREE / GRID_DEGREES);
    const colSpan = Math.ceil(maxKm / (KM_PER_DEGREE * Math.cos((farLat * Math.PI) / 180)) / GRID_DEGREES);
    const row0 = Math.floor(latitude / GRID_DEGREES);
    const col0 = Math.floor(longitude / GRID_DEGREES);
    const limit = maxKm * maxKm;
    let inState: C | null = null;
    let inStateD = Infinity;
    let any: C | null = null;
    let anyD = Infinity;
    const closer = (d: number, best: number, c: C, current: C | null) =>
      d < best || (d === best && current !== null && c.zip < current.zip);
    for (let row = row0 - rowSpan; row <= row0 + rowSpan; row++) {
      for (let col = col0 - colSpan; col <= col0 + colSpan; col++) {
        for (const c of this.cells.get(cellKey(row, col)) ?? []) {
          const dy = (c.latitude - latitude) * KM_PER_DEGREE;
          const dx = (c.longitude - longitude) * kmPerLon;
          const d = dx * dx + dy * dy;
          if (d > limit) continue;
          if (closer(d, anyD, c, any)) {
            any = c;
            anyD = d;
          }
          if (c.state === state && closer(d, inStateD, c, inState)) {
            inState = c;
            inStateD = d;
          }
        }
      }
    }
    return { inState, any };
  }
}

const cellKey = (row: number, col: number) => `${row}:${col}`;

/**
 * The ZIP centres of the database. Centres in the eastern hemisphere are left out: no state has one, so they are
 * errors of the source (a longitude's sign lost) that would stretch a state's box around the globe.
 */
export async function loadZipCentres(sql: postgres.Sql): Promise<ZipCentres> {
  const rows = await sql<ZipCentre[]>`select zip, upper(state) as state, latitude, longitude
    from public.zip_codes where longitude < 0 order by zip`;
  return new ZipCentres(rows);
}
