import FoundationEssentials

extension FlatBuffersVariableIdentity {
  private typealias Variable = FlatBuffersSchemaFields.VariableWithValues

  /// The identity a `VariableWithValues` table carries (forecast and daily-history readers alike).
  init(reading variable: FlatBufferTable) throws {
    self.init(
      variable: try variable.uint8(slot: Variable.variable.rawValue, "variable"),
      altitude: try variable.int16(slot: Variable.altitude.rawValue, "altitude"),
      aggregation: try variable.uint8(slot: Variable.aggregation.rawValue, "aggregation"),
      pressureLevel: try variable.int16(slot: Variable.pressureLevel.rawValue, "pressure_level"),
      depth: try variable.int16(slot: Variable.depth.rawValue, "depth"),
      depthTo: try variable.int16(slot: Variable.depthTo.rawValue, "depth_to"),
      ensembleMember: try variable.int16(slot: Variable.ensembleMember.rawValue, "ensemble_member"),
      previousDay: try variable.int16(slot: Variable.previousDay.rawValue, "previous_day"),
      probability: try variable.uint8(slot: Variable.probability.rawValue, "probability"))
  }
}
