/**
 * CtS 34.0, 34.3: the two Axis Control Markers of the Caucasus Campaign Display, each the id
 * of the Control Track space it stands on. A marker absent is off its track: before the Axis
 * first enters the Caucasus Box (34.3), before he takes Krasnodar (the Black Sea Coast marker),
 * and after the Soviet has captured every space of its track (34.5). Every space to the right
 * of a marker is Soviet; the marker's space and those to its left are Axis.
 */
export interface CaucasusMarkers {
  caucasus?: string;
  blackSeaCoast?: string;
}
