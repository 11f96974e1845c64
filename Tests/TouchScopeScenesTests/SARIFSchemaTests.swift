import Foundation
import Testing
import TouchScopeCore
@testable import TouchScopeScenes

/// `lint --format sarif` against the SARIF 2.1.0 schema (OASIS, sarif-schema-2.1.0.json), for
/// the objects it writes: each object's required properties, property types, enumerations and
/// minimums, and no property the schema does not define (the schema sets
/// `additionalProperties: false` on these objects). The rules are transcribed here from the
/// schema, since tests do not fetch it; a code-review tool rejects a log that breaks them.
@Suite struct SARIFSchema {
    /// One object definition of the schema.
    struct Definition {
        var required: [String] = []
        /// At least one of these must be present (the schema's `anyOf` of `required`).
        var anyOf: [String] = []
        var properties: Set<String>
        /// Definitions of object-valued properties, and of array-valued ones' items.
        var objects: [String: String] = [:]
        var arrays: [String: String] = [:]
        var strings: Set<String> = []
        var integers: [String: Int] = [:]
        var enums: [String: Set<String>] = [:]
        var booleans: Set<String> = []
    }

    static let levels: Set<String> = ["none", "note", "warning", "error"]

    static let schema: [String: Definition] = [
        "sarifLog": Definition(
            required: ["version", "runs"], properties: ["$schema", "version", "runs", "inlineExternalProperties", "properties"],
            arrays: ["runs": "run"], strings: ["$schema"], enums: ["version": ["2.1.0"]]),
        "run": Definition(
            required: ["tool"],
            properties: ["tool", "invocations", "conversion", "language", "versionControlProvenance", "originalUriBaseIds", "artifacts",
                         "logicalLocations", "graphs", "results", "automationDetails", "runAggregates", "baselineGuid", "redactionTokens",
                         "defaultEncoding", "defaultSourceLanguage", "newlineSequences", "columnKind", "externalPropertyFileReferences",
                         "threadFlowLocations", "taxonomies", "addresses", "translations", "policies", "webRequests", "webResponses",
                         "specialLocations", "properties"],
            objects: ["tool": "tool"], arrays: ["results": "result", "invocations": "invocation"],
            enums: ["columnKind": ["utf16CodeUnits", "unicodeCodePoints"]]),
        "invocation": Definition(
            required: ["executionSuccessful"],
            properties: ["commandLine", "arguments", "responseFiles", "startTimeUtc", "endTimeUtc", "exitCode", "ruleConfigurationOverrides",
                         "notificationConfigurationOverrides", "toolExecutionNotifications", "toolConfigurationNotifications",
                         "exitCodeDescription", "exitSignalName", "exitSignalNumber", "processStartFailureMessage", "executionSuccessful",
                         "machine", "account", "processId", "executableLocation", "workingDirectory", "environmentVariables", "stdin",
                         "stdout", "stderr", "stdoutStderr", "properties"],
            arrays: ["toolExecutionNotifications": "notification", "toolConfigurationNotifications": "notification"],
            booleans: ["executionSuccessful"]),
        "notification": Definition(
            required: ["message"],
            properties: ["locations", "message", "level", "threadId", "timeUtc", "exception", "descriptor", "associatedRule", "properties"],
            objects: ["message": "message"], arrays: ["locations": "location"], enums: ["level": levels]),
        "tool": Definition(required: ["driver"], properties: ["driver", "extensions", "properties"], objects: ["driver": "toolComponent"]),
        "toolComponent": Definition(
            required: ["name"],
            properties: ["guid", "name", "organization", "product", "productSuite", "shortDescription", "fullDescription", "fullName",
                         "version", "semanticVersion", "dottedQuadFileVersion", "releaseDateUtc", "downloadUri", "informationUri",
                         "globalMessageStrings", "notifications", "rules", "taxa", "locations", "language", "contents",
                         "isComprehensive", "localizedDataSemanticVersion", "minimumRequiredLocalizedDataSemanticVersion",
                         "associatedComponent", "translationMetadata", "supportedTaxonomies", "properties"],
            arrays: ["rules": "reportingDescriptor"], strings: ["name", "version", "informationUri"]),
        "reportingDescriptor": Definition(
            required: ["id"],
            properties: ["id", "deprecatedIds", "guid", "deprecatedGuids", "name", "deprecatedNames", "shortDescription",
                         "fullDescription", "messageStrings", "defaultConfiguration", "helpUri", "help", "relationships", "properties"],
            objects: ["shortDescription": "multiformatMessageString", "fullDescription": "multiformatMessageString",
                      "help": "multiformatMessageString", "defaultConfiguration": "reportingConfiguration"],
            strings: ["id", "name", "helpUri"]),
        "multiformatMessageString": Definition(required: ["text"], properties: ["text", "markdown", "properties"], strings: ["text", "markdown"]),
        "reportingConfiguration": Definition(properties: ["enabled", "level", "rank", "parameters", "properties"], enums: ["level": levels]),
        "result": Definition(
            required: ["message"],
            properties: ["ruleId", "ruleIndex", "rule", "kind", "level", "message", "analysisTarget", "locations", "guid",
                         "correlationGuid", "occurrenceCount", "partialFingerprints", "fingerprints", "stacks", "codeFlows", "graphs",
                         "graphTraversals", "relatedLocations", "suppressions", "baselineState", "rank", "attachments",
                         "hostedViewerUri", "workItemUris", "provenance", "fixes", "taxa", "webRequest", "webResponse", "properties"],
            objects: ["message": "message"], arrays: ["locations": "location"], strings: ["ruleId"],
            integers: ["ruleIndex": -1, "occurrenceCount": 1],
            enums: ["level": levels, "kind": ["notApplicable", "pass", "fail", "review", "open", "informational"]]),
        "message": Definition(anyOf: ["text", "id"], properties: ["text", "markdown", "id", "arguments", "properties"], strings: ["text", "markdown", "id"]),
        "location": Definition(
            properties: ["id", "physicalLocation", "logicalLocations", "message", "annotations", "relationships", "properties"],
            objects: ["physicalLocation": "physicalLocation", "message": "message"], integers: ["id": -1]),
        "physicalLocation": Definition(
            anyOf: ["address", "artifactLocation"], properties: ["address", "artifactLocation", "region", "contextRegion", "properties"],
            objects: ["artifactLocation": "artifactLocation", "region": "region", "contextRegion": "region"]),
        "artifactLocation": Definition(properties: ["uri", "uriBaseId", "index", "description", "properties"],
                                       strings: ["uri", "uriBaseId"], integers: ["index": -1]),
        "region": Definition(
            properties: ["startLine", "startColumn", "endLine", "endColumn", "charOffset", "charLength", "byteOffset", "byteLength",
                         "snippet", "message", "sourceLanguage", "properties"],
            objects: ["message": "message"],
            integers: ["startLine": 1, "startColumn": 1, "endLine": 1, "endColumn": 1, "charOffset": -1, "charLength": 0,
                       "byteOffset": -1, "byteLength": 0]),
    ]

    /// Every way `value` breaks definition `name`, with its JSON path.
    static func violations(_ value: Any, _ name: String, path: String = "$") -> [String] {
        guard let definition = schema[name] else { return ["\(path): no definition \(name)"] }
        guard let object = value as? [String: Any] else { return ["\(path): a \(name) must be an object"] }
        var out: [String] = []
        for key in definition.required where object[key] == nil { out.append("\(path): \(name) requires '\(key)'") }
        if !definition.anyOf.isEmpty && !definition.anyOf.contains(where: { object[$0] != nil }) {
            out.append("\(path): \(name) needs one of \(definition.anyOf)")
        }
        for (key, v) in object {
            let here = "\(path).\(key)"
            guard definition.properties.contains(key) else { out.append("\(here): not a property of \(name)"); continue }
            if let sub = definition.objects[key] { out += violations(v, sub, path: here) }
            if let item = definition.arrays[key] {
                if let items = v as? [Any] { for (i, e) in items.enumerated() { out += violations(e, item, path: "\(here)[\(i)]") } } else {
                    out.append("\(here): must be an array")
                }
            }
            if definition.strings.contains(key) && !(v is String) { out.append("\(here): must be a string") }
            if let minimum = definition.integers[key] {
                if let n = v as? Int, !(v is String) {
                    if n < minimum { out.append("\(here): below its minimum \(minimum)") }
                } else {
                    out.append("\(here): must be an integer")
                }
            }
            if let allowed = definition.enums[key], !allowed.contains(v as? String ?? "") { out.append("\(here): \(v) is not one of \(allowed)") }
            if definition.booleans.contains(key) && !(v is Bool) {
                out.append("\(here): must be a boolean")
            }
        }
        return out
    }

    static func check(_ sarif: String) throws {
        let log = try JSONSerialization.jsonObject(with: Data(sarif.utf8))
        let problems = violations(log, "sarifLog")
        #expect(problems.isEmpty, "\(problems.prefix(10))")
        // Consistency the schema cannot express (SARIF §3.27.6): ruleIndex names the rule with ruleId.
        let run = ((log as? [String: Any])?["runs"] as? [[String: Any]])?.first
        let rules = ((run?["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]] ?? []
        for result in run?["results"] as? [[String: Any]] ?? [] {
            if let index = result["ruleIndex"] as? Int, rules.indices.contains(index) {
                #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
            }
        }
    }

    @Test("the lint of both imported dumps and of every scene is a valid SARIF 2.1.0 log")
    func lintOutputIsValid() throws {
        for relative in [ImportFixtures.shop, "Examples/imports/settings.yaml"] {
            let scene = SceneBuilder.build(try SceneFile.load(ImportFixtures.url(relative).path, displayPath: relative))
            try Self.check(SceneLint.sarif(LintRun(findings: SceneLint.findings(scene), filesChecked: 1)))
        }
        try Self.check(SceneLint.sarif(LintRun()))
        // A failed and a partial load: the invocation and its notifications.
        let failed = SceneError(SourceLocation(path: "gone.txt", line: 1, column: 1), "no such file; check the path")
        let damaged = SceneError(SourceLocation(path: "cut.txt", line: 7, column: 11), "'...': lines were left out")
        try Self.check(SceneLint.sarif(LintRun(failures: [failed], importWarnings: [damaged])))
        try Self.check(String(decoding: try Data(contentsOf: ImportFixtures.url("Examples/imports/shop.lint.sarif")), as: UTF8.self))
    }

    @Test("the validator catches what the schema forbids: a missing message, an unknown property, a line 0, a bad level")
    func validatorCatchesBreakage() {
        let good: [String: Any] = ["version": "2.1.0", "runs": [["tool": ["driver": ["name": "t"]],
            "results": [["message": ["text": "m"], "level": "warning",
                         "locations": [["physicalLocation": ["artifactLocation": ["uri": "a.yaml"], "region": ["startLine": 3, "startColumn": 1]]]]]]]]]
        #expect(Self.violations(good, "sarifLog").isEmpty)
        func broken(_ change: (inout [String: Any]) -> Void) -> [String] {
            var result: [String: Any] = ["message": ["text": "m"], "level": "warning",
                                         "locations": [["physicalLocation": ["artifactLocation": ["uri": "a.yaml"], "region": ["startLine": 3]]]]]
            change(&result)
            return Self.violations(["version": "2.1.0", "runs": [["tool": ["driver": ["name": "t"]], "results": [result]]]], "sarifLog")
        }
        #expect(!broken { $0["message"] = nil }.isEmpty)
        #expect(!broken { $0["severity"] = "error" }.isEmpty)
        #expect(!broken { $0["level"] = "fatal" }.isEmpty)
        #expect(!broken { $0["locations"] = [["physicalLocation": ["artifactLocation": ["uri": "a"], "region": ["startLine": 0]]]] }.isEmpty)
        #expect(!Self.violations(["runs": []], "sarifLog").isEmpty, "version is required")
    }
}
